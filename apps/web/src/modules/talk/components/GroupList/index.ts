export { GroupList, type GroupListProps } from './GroupList.tsx';
