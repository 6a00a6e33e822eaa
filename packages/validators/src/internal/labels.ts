/** The keys of a label table (value → Japanese label) as a non-empty tuple, the shape z.enum takes. */
export const labelKeys = <K extends string>(labels: Record<K, string>) => Object.keys(labels) as [K, ...K[]];
