export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './Tabs.tsx';
export { Tabs } from './Tabs.tsx';
