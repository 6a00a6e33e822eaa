import styles from './FormMessages.module.css';

/** Messages that belong to the whole form (wrong password, too many attempts), announced when they appear. */
export const FormMessages = ({ messages }: { messages: readonly string[] }) =>
  messages.length === 0 ? null : (
    <div className={styles.root} role="alert">
      {messages.map((message) => (
        <p key={message} className={styles.message}>
          {message}
        </p>
      ))}
    </div>
  );
