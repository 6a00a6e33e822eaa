import { TERMS_ARTICLES } from '../../utils/termsArticles.ts';
import styles from './TermsArticles.module.css';

/** The 24 articles, in a scrollable box so the agree button stays in reach. */
export const TermsArticles = () => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard users.
  <section className={styles.box} tabIndex={0} aria-label="利用規約の本文">
    <ol className={styles.list}>
      {TERMS_ARTICLES.map((article, index) => (
        <li key={article.title} className={styles.article}>
          <h2 className={styles.heading}>
            第{index + 1}条({article.title})
          </h2>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </li>
      ))}
    </ol>
  </section>
);
