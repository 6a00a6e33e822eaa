export { ProjectList, type ProjectListProps } from './ProjectList.tsx';
