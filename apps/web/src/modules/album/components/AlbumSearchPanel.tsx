import type { TPictureFolder, TTagGroup } from '@genba/api-client/schemas';
import { Button, Select, TextField } from '@genba/ui';
import { type FormEvent, useState } from 'react';
import type { AlbumFilter } from '../hooks/useAlbumPhotos.ts';
import styles from './AlbumPanels.module.css';

export type AlbumSearchPanelProps = {
  tagGroups: readonly TTagGroup[];
  folders: readonly TPictureFolder[];
  members: readonly { id: number; name: string }[];
  /** Applied on 検索 (not per keystroke: an IME's unconfirmed text never searches). */
  onSearch: (filter: Omit<AlbumFilter, 'field_id'>) => void;
};

const ALL = '';

/**
 * The album's search panel (talk §2): tag, folder, registration dates,
 * member and free text, run on the server (getCommonAlbumAllData). The panel
 * is resizable by its handle down to 64 px (talk §2).
 */
export const AlbumSearchPanel = ({ tagGroups, folders, members, onSearch }: AlbumSearchPanelProps) => {
  const [keyword, setKeyword] = useState('');
  const [tag, setTag] = useState(ALL);
  const [folder, setFolder] = useState(ALL);
  const [member, setMember] = useState(ALL);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(tag ? { tag_setting_ids: [Number(tag)] } : {}),
      ...(folder ? { folder_id: Number(folder) } : {}),
      ...(member ? { member_id: Number(member) } : {}),
      ...(from ? { date_from: from } : {}),
      ...(to ? { date_to: to } : {}),
    });
  };
  const clear = () => {
    setKeyword('');
    setTag(ALL);
    setFolder(ALL);
    setMember(ALL);
    setFrom('');
    setTo('');
    onSearch({});
  };

  return (
    <form className={styles.search} aria-label="写真の検索" onSubmit={submit}>
      <TextField
        label="キーワード（ファイル名）"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Select
        label="タグ"
        value={tag}
        onChange={(e) => setTag(e.target.value)}
        options={[
          { value: ALL, label: 'すべて' },
          ...tagGroups.flatMap((g) =>
            g.tags.map((t) => ({ value: String(t.id), label: `${g.name}：${t.name}` })),
          ),
        ]}
      />
      <Select
        label="フォルダ"
        value={folder}
        onChange={(e) => setFolder(e.target.value)}
        options={[
          { value: ALL, label: 'すべて' },
          ...folders.map((f) => ({ value: String(f.id), label: f.name })),
        ]}
      />
      <Select
        label="登録者"
        value={member}
        onChange={(e) => setMember(e.target.value)}
        options={[
          { value: ALL, label: 'すべて' },
          ...members.map((m) => ({ value: String(m.id), label: m.name })),
        ]}
      />
      <TextField label="登録日（から）" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      <TextField label="登録日（まで）" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      <div className={styles.actions}>
        <Button type="submit">検索</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          クリア
        </Button>
      </div>
    </form>
  );
};
