export { TermsArticles } from './TermsArticles.tsx';
