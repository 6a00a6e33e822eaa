export { LoginChoice } from './LoginChoice.tsx';
