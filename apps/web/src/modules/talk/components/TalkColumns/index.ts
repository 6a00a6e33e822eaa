export { TalkColumns, type TalkColumnsProps } from './TalkColumns.tsx';
