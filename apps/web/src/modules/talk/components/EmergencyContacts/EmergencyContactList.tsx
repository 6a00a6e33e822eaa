import type { TEmergencyContact } from '@genba/api-client';
import { Badge, Button } from '@genba/ui';
import { emergencyContactTypeLabel, formatPhone, splitVisibleContacts, telHref } from '@genba/validators';
import { useState } from 'react';
import styles from './EmergencyContacts.module.css';

export type EmergencyContactListProps = {
  contacts: readonly TEmergencyContact[];
};

/** The room's emergency contacts in order: the first five, the rest behind a toggle (talk §9). */
export const EmergencyContactList = ({ contacts }: EmergencyContactListProps) => {
  const [expanded, setExpanded] = useState(false);
  if (contacts.length === 0) return <p className={styles.empty}>緊急連絡先は登録されていません。</p>;
  const { shown, hidden } = splitVisibleContacts(contacts, expanded);
  return (
    <>
      <ol className={styles.list} aria-label="緊急連絡先">
        {shown.map((c) => (
          <li key={c.id} className={styles.contact}>
            <Badge>{emergencyContactTypeLabel(c.contact_type_id)}</Badge>
            <span className={styles.name}>{c.name}</span>
            <a className={styles.tel} href={telHref(c.tel_number)}>
              {formatPhone(c.tel_number)}
            </a>
          </li>
        ))}
      </ol>
      {contacts.length > shown.length || expanded ? (
        <Button variant="ghost" size="sm" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? '閉じる' : `もっと見る（ほか${hidden}件）`}
        </Button>
      ) : null}
    </>
  );
};
