import { createQueryOptions, queryKeyPrefixFor } from '@genba/api-client/query';
import { FormMessages, useServerAction } from '@genba/forms';
import { Button, RadioGroup, Skeleton } from '@genba/ui';
import {
  ALBUM_DOWNLOAD_NAME_MODE,
  ALBUM_DOWNLOAD_NAME_MODE_LABELS,
  type AlbumDownloadNameMode,
  albumDownloadFileName,
} from '@genba/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../app/ApiContext.tsx';
import styles from '../../modules/album/components/SettingsList.module.css';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { QueryState } from '../../modules/shell/components/QueryState/index.ts';

const MODES = [ALBUM_DOWNLOAD_NAME_MODE.original, ALBUM_DOWNLOAD_NAME_MODE.tag] as const;

/** What a tag-mode name looks like, built by the same rule the downloads use. */
const EXAMPLE = albumDownloadFileName({
  caseName: '博多駅前ビル 外装改修工事',
  registeredAt: new Date('2026-11-20T10:00:00+09:00'),
  shotAt: new Date('2026-11-19T15:00:00+09:00'),
  index: 0,
  tags: ['施工前', '外壁'],
  extension: 'jpg',
});

const isMode = (value: string): value is `${AlbumDownloadNameMode}` => MODES.some((m) => String(m) === value);

/**
 * /setting/album-download (core §2, talk §6): the company's album_download
 * setting, which names downloaded photos. Company managers only (the server
 * refuses others; routeAccess keeps the route from them).
 */
export const Page = () => {
  const { user, company } = useMember();
  const { client } = useApi();
  const queryClient = useQueryClient();
  const setting = useQuery(createQueryOptions(client, 'getAlbumDownloadSetting', {}));
  const [choice, setChoice] = useState<AlbumDownloadNameMode | null>(null);
  const save = useServerAction(async (mode: AlbumDownloadNameMode) => {
    const result = await client.call('updateAlbumDownloadSetting', { body: { album_download: mode } });
    if (result.ok) {
      await queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getAlbumDownloadSetting') });
      await queryClient.invalidateQueries({ queryKey: queryKeyPrefixFor('getInitAlbumData') });
    }
    return result;
  });

  return (
    <MemberLayout title="アルバムダウンロード設定" userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>アルバムダウンロード設定</h1>
        </div>
        <QueryState query={setting} pending={<Skeleton shape="rect" height={96} />}>
          {(data) => {
            const current = choice ?? data.album_download;
            return (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void save.run(current);
                }}
              >
                <RadioGroup
                  label="ダウンロードするときのファイル名"
                  description={`タグ名の例: ${EXAMPLE}（記号と空白は除かれます）`}
                  value={String(current)}
                  onValueChange={(value) => {
                    if (isMode(value)) setChoice(Number(value) as AlbumDownloadNameMode);
                  }}
                  options={MODES.map((m) => ({
                    value: String(m),
                    label: ALBUM_DOWNLOAD_NAME_MODE_LABELS[m],
                  }))}
                />
                <FormMessages messages={save.messages} />
                <div className={styles.toolbar}>
                  <Button type="submit" loading={save.status === 'pending'}>
                    保存
                  </Button>
                  {save.status === 'succeeded' && <span role="status">保存しました。</span>}
                </div>
              </form>
            );
          }}
        </QueryState>
      </div>
    </MemberLayout>
  );
};
