/** Where the local SMS and mail adapters write what they would have sent. */
export type Logger = { info: (message: string) => void };
