import type { TAlbumPhoto } from '@genba/api-client/schemas';
import { Button, Checkbox, ConfirmDialog, EmptyState, Select, Spinner } from '@genba/ui';
import {
  AlbumGrid,
  type AlbumGridItem,
  type AlbumGroup,
  AlbumModeBar,
  albumModeReducer,
  type ItemId,
  initialAlbumMode,
  type PhotoEditChange,
  PhotoViewer,
  pickSelectedRecords,
  ResizablePanel,
  recordOf,
  SEARCH_PANEL_HEIGHT,
} from '@genba/ui/album-grid';
import {
  ALBUM_GROUP_BY,
  ALBUM_HIDE,
  ALBUM_TAG_EDIT,
  ALBUM_UPLOAD_LIMITS,
  type AlbumGroupBy,
  albumDeleteConfirmMessage,
  photoLimitConfirmMessage,
  UPLOAD_IMAGE_EXTENSIONS,
} from '@genba/validators';
import {
  type ChangeEvent,
  type DragEvent,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { AlbumEditPanel } from '../../modules/album/components/AlbumEditPanel.tsx';
import { AlbumSearchPanel } from '../../modules/album/components/AlbumSearchPanel.tsx';
import { ShareToTalk } from '../../modules/album/components/ShareToTalk.tsx';
import { useAlbumDownload } from '../../modules/album/hooks/useAlbumDownload.ts';
import { type AlbumFilter, useAlbumPhotos } from '../../modules/album/hooks/useAlbumPhotos.ts';
import { AlbumSync } from '../../modules/album/hooks/useAlbumSync.ts';
import { useAlbumUpload } from '../../modules/album/hooks/useAlbumUpload.ts';
import { PANEL_SIZE_KEYS, usePanelSize } from '../../modules/album/hooks/usePanelSize.ts';
import { byProject } from '../../modules/album/utils/byProject.ts';
import { gridItemsOf } from '../../modules/album/utils/gridItems.ts';
import { hidePhotos } from '../../modules/album/utils/hidePhotos.ts';
import { ALBUM_ORDER_MESSAGES, orderBlocker, withSavedOrder } from '../../modules/album/utils/photoOrder.ts';
import type { UploadTarget } from '../../modules/album/utils/storeAlbumPhoto.ts';
import { applyTagEdit, tagEditChunks } from '../../modules/album/utils/tagEdit.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import styles from './AlbumPage.module.css';

const GROUP_LABELS: Record<AlbumGroupBy, string> = {
  folder: 'フォルダ',
  registrationDate: '登録日',
  shootingDate: '撮影日',
  memberName: '登録者',
  place: '場所',
  time: '時期',
};

type Field = { id: number; name: string };

/**
 * The selected photos by project: tagging and hiding are per project on the server. Appends in
 * place: copying the project's list for each photo was quadratic (100,000 photos of one project).
 */

/** A positive integer from the URL, or null. */
const idParam = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** /album: the photos of the member's projects (issue 12); `?project_id=` shows one project (its /talk tab). */
export const Page = () => {
  const { user, company } = useMember();
  return (
    <MemberLayout title="全体アルバム" userName={user.name} companyName={company.name}>
      <AlbumContent />
    </MemberLayout>
  );
};

/**
 * The album without the page chrome: the /talk project frame renders this for
 * its album tab. With `project_id` in the URL it shows that project only, in
 * the talk layout (140 px cells), without the project picker.
 */
export const AlbumContent = () => {
  const { user } = useMember();
  const { client } = useApi();
  const [params] = useSearchParams();
  const projectId = idParam(params.get('project_id'));
  const [search, setSearch] = useState<Omit<AlbumFilter, 'field_id'>>({});
  const [searching, setSearching] = useState(false);
  const filter = useMemo(
    () => (projectId === null ? search : { ...search, field_id: projectId }),
    [projectId, search],
  );
  // Selection and the download/delete modes (talk §2) in one pure state: see albumModeReducer.
  const [modes, dispatch] = useReducer(albumModeReducer, initialAlbumMode);
  // A photo hidden by someone else (or no longer matching the search) leaves the selection too.
  const onLeftAlbum = useCallback((ids: number[]) => dispatch({ type: 'left', ids }), []);
  const album = useAlbumPhotos(user.login_company_id, filter, onLeftAlbum);
  const [fields, setFields] = useState<Field[]>([]);
  const [picked, setFieldId] = useState<number | null>(null);
  const fieldId = projectId ?? picked;
  const [groupBy, setGroupBy] = useState<AlbumGroupBy>('registrationDate');
  const [board, setBoard] = useState(false);
  // A tagged upload (talk §4): every file gets this tag, and the first file goes last with is_latest.
  const [uploadTag, setUploadTag] = useState('');
  const selected = modes.selected;
  const setSelected = useCallback(
    (next: ReadonlySet<ItemId>) => dispatch({ type: 'select', selected: next }),
    [],
  );
  const leaveMode = useCallback(() => dispatch({ type: 'leave' }), []);
  const [albumDownload, setAlbumDownload] = useState<number>(0);
  const [editing, setEditing] = useState(false);
  const searchHeight = usePanelSize(PANEL_SIZE_KEYS.searchHeight, SEARCH_PANEL_HEIGHT);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const downloads = useAlbumDownload();

  // The project list and the download setting are not on the first screen: asked once the first page has
  // answered, so that the server (one PGlite, one statement at a time) answers the first page and its
  // thumbnails before them (issue 12's first thumbnails).
  const firstAnswered = album.status !== 'loading';
  const [initAsked, setInitAsked] = useState(false);
  useEffect(() => {
    if (!firstAnswered || initAsked) return;
    setInitAsked(true);
    void client.call('getInitAlbumData', { query: {} }).then((result) => {
      if (!result.ok) return;
      const list = result.data.fields.map((f) => ({ id: f.attendance_field_id, name: f.case_name }));
      setFields(list);
      setAlbumDownload(result.data.album_download);
      setFieldId((current) => current ?? list[0]?.id ?? null);
    });
  }, [client, firstAnswered, initAsked]);

  const onStored = useCallback((photo: TAlbumPhoto) => album.merge([photo]), [album.merge]);
  const uploads = useAlbumUpload(onStored);

  // The same tiles after a 適用 of tags (tiles show none): the grid does not regroup 100,000 photos.
  const lastTiles = useRef<readonly AlbumGridItem[] | null>(null);
  const photoTiles = useMemo(() => {
    lastTiles.current = gridItemsOf(album.photos, lastTiles.current);
    return lastTiles.current;
  }, [album.photos]);
  const items = useMemo(
    () => (uploads.tiles.length === 0 ? photoTiles : [...uploads.tiles, ...photoTiles]),
    [uploads.tiles, photoTiles],
  );
  // Upload placeholders (string ids) have no stored photo: skipped. A select-all of every photo is
  // the records' own list (pickSelectedRecords), again after a 適用 replaced them.
  const chosen = useMemo(() => pickSelectedRecords(selected, album.records), [selected, album.records]);

  // The company's tags and the upload project's own (per-project tag groups, talk §3 field_id).
  const uploadTagOptions = useMemo(
    () =>
      album.tagGroups
        .filter((g) => g.field_id === null || g.field_id === fieldId)
        .flatMap((g) => g.tags.map((t) => ({ value: String(t.id), label: `${g.name}：${t.name}` }))),
    [album.tagGroups, fieldId],
  );

  const target = async (): Promise<UploadTarget | null> => {
    if (fieldId === null) return null;
    const room = await client.call('getTalkByFieldId', { params: { id: fieldId } });
    if (!room.ok) {
      setNotice(room.messages.join('\n'));
      return null;
    }
    return {
      fieldId,
      chatroomId: room.data.chatroom_id,
      memberId: user.member_id,
      companyId: user.login_company_id,
      // The album does not use the office; a member without one acts for the company (wire requires an id).
      officeId: user.login_office_id ?? user.login_company_id,
    };
  };

  const startUpload = async (files: File[]) => {
    const to = await target();
    if (!to || files.length === 0) return;
    uploads.upload(files, to, {
      board,
      // A tag of another project's group (the project was switched since) is not sent.
      tagIds: uploadTagOptions.some((o) => o.value === uploadTag) ? [Number(uploadTag)] : [],
      confirmOverLimit: (limit) => window.confirm(photoLimitConfirmMessage(limit)),
    });
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    void startUpload(files);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void startUpload([...event.dataTransfer.files]);
  };

  /**
   * The edit panel's change, per project (the server tags one project's photos per call) and in
   * requests of ALBUM_TAG_EDIT.maxPhotos, one after another with their progress. Each answer says
   * once what its photos now carry; the page applies it to the photos it holds and merges them all
   * once (issue 12: the photos themselves were 92 MB of JSON for 100,000, two seconds to read).
   */
  const applyEdit = async (change: PhotoEditChange): Promise<boolean> => {
    setNotice(null);
    const total = chosen.length;
    const changed: TAlbumPhoto[] = [];
    try {
      for (const [field, photos] of byProject(chosen)) {
        for (const part of tagEditChunks(photos, ALBUM_TAG_EDIT.maxPhotos)) {
          if (total > ALBUM_TAG_EDIT.maxPhotos) setNotice(ALBUM_TAG_EDIT.progress(changed.length, total));
          const result = await client.call('updatePicturesTag', {
            body: {
              picture_id_list: part.map((p) => p.id),
              field_id: field,
              // Absent keeps each photo's folder; null moves them to no folder.
              ...(change.folder === 'keep' ? {} : { picture_folder_id: change.folder }),
              tag_setting_ids: change.addTagIds,
              remove_tag_setting_ids: change.removeTagIds,
            },
          });
          if (!result.ok) {
            const why = result.messages.join('\n');
            setNotice(
              changed.length > 0 ? `${ALBUM_TAG_EDIT.partlyUpdated(changed.length, total)}\n${why}` : why,
            );
            return false;
          }
          applyTagEdit(part, result.data, changed);
        }
      }
    } finally {
      // The photos of the requests answered, also when a later one failed (each in its place: a 適用
      // on 100,000 photos copies the array's pointers once).
      if (changed.length > 0) album.update(changed);
    }
    setNotice(ALBUM_TAG_EDIT.updated(total));
    return true;
  };

  // The saved order of a place or time group (talk §3 place_sort_id / time_sort_id).
  const sortType = groupBy === 'place' || groupBy === 'time' ? groupBy : null;
  const { records, loadingMore, update: updatePhotos } = album;
  const photosOfGroup = useCallback(
    (items: readonly { id: ItemId }[]) => {
      const photos: TAlbumPhoto[] = [];
      for (const item of items) {
        const photo = recordOf(records, item.id);
        if (photo) photos.push(photo);
      }
      return photos;
    },
    [records],
  );
  const canReorder = useCallback(
    (group: AlbumGroup) => orderBlocker(photosOfGroup(group.items), { loadingMore, search }) === null,
    [photosOfGroup, loadingMore, search],
  );
  /**
   * A photo moved within its group: the album shows the new order at once and it is saved as the
   * category's whole order. A newer move cancels the earlier request (the catalogue's cancelPrevious)
   * and carries the whole order itself; a refusal puts the photos back as they were.
   */
  const reorder = useCallback(
    async (_group: AlbumGroup, ordered: AlbumGridItem[]) => {
      if (!sortType) return;
      const photos = photosOfGroup(ordered);
      const blocker = orderBlocker(photos, { loadingMore, search });
      const field = photos[0]?.attendance_field_id;
      if (blocker || field === undefined) {
        if (blocker) setNotice(ALBUM_ORDER_MESSAGES[blocker]);
        return;
      }
      const changed = withSavedOrder(photos, sortType);
      const before = photosOfGroup(changed);
      updatePhotos(changed);
      const result = await client.call('updateBuildingPictureLastSorting', {
        body: { field_id: field, sort_type: sortType, picture_id_list: photos.map((p) => p.id) },
      });
      if (result.ok || result.reason === 'Canceled') return;
      updatePhotos(before);
      setNotice(result.messages.join('\n'));
    },
    [client, sortType, photosOfGroup, loadingMore, search, updatePhotos],
  );

  // Stable between renders: the grid is memoised (a panel's draft does not re-render 100,000 photos).
  const onReorder = useMemo(
    () =>
      sortType ? (group: AlbumGroup, ordered: AlbumGridItem[]) => void reorder(group, ordered) : undefined,
    [sortType, reorder],
  );

  const hide = async () => {
    dispatch({ type: 'start' });
    const refused = await hidePhotos(
      chosen,
      async (field, ids) => {
        const result = await client.call('deletePictures', {
          body: { picture_id_list: ids, field_id: field },
        });
        return result.ok ? { ok: true, deletedIds: result.data.deleted_ids } : result;
      },
      (ids) => album.remove(ids),
      (done, total) => setNotice(ALBUM_HIDE.progress(done, total)),
    );
    dispatch({ type: 'finish', ok: refused === null });
    setNotice(refused ?? ALBUM_HIDE.hidden);
  };

  const downloadChosen = async () => {
    dispatch({ type: 'start' });
    const ok = await downloads.download(chosen, albumDownload);
    dispatch({ type: 'finish', ok });
  };

  const enterMode = (mode: 'download' | 'delete') => {
    setNotice(null);
    downloads.clear();
    dispatch({ type: 'enter', mode });
  };

  // From the tiles (id and file name), so that a 適用 of tags does not rebuild 100,000 of them.
  // Only while the viewer is open: not rebuilt for each page of photos loaded.
  const viewing = viewerIndex !== null;
  const viewerPhotos = useMemo(
    () =>
      viewing
        ? photoTiles.map((t) => ({
            id: t.id,
            src: `/api/album/photo/${t.id}/original`,
            name: t.name,
          }))
        : [],
    [viewing, photoTiles],
  );
  // Only the open search panel lists the members.
  const members = useMemo(() => {
    if (!searching) return [];
    const byId = new Map(album.photos.map((p) => [p.regist_user_id, p.regist_user_name]));
    return [...byId].map(([id, name]) => ({ id, name }));
  }, [searching, album.photos]);
  const retryTarget = async (key: string) => {
    const to = await target();
    if (to) uploads.retry(key, to);
  };

  return (
    <>
      {/* Dropping files anywhere on the page uploads them; the file input is the keyboard way. */}
      <section
        className={styles.page}
        aria-label="アルバム"
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
      >
        <div className={styles.controls}>
          {projectId === null && (
            <Select
              label="アップロード先の現場"
              value={fieldId === null ? '' : String(fieldId)}
              onChange={(e) => setFieldId(Number(e.target.value))}
              options={fields.map((f) => ({ value: String(f.id), label: f.name }))}
            />
          )}
          <Select
            label="グループ"
            value={groupBy}
            onChange={(e) => setGroupBy(e.target.value as AlbumGroupBy)}
            options={ALBUM_GROUP_BY.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
          />
          <Select
            label="アップロード時のタグ"
            value={uploadTag}
            onChange={(e) => setUploadTag(e.target.value)}
            options={[{ value: '', label: 'なし' }, ...uploadTagOptions]}
          />
          <Checkbox
            label="黒板写真（原本のまま保存）"
            checked={board}
            onCheckedChange={(c) => setBoard(c === true)}
          />
          <label className={styles.upload}>
            <span>写真を追加</span>
            <input
              type="file"
              multiple
              accept={UPLOAD_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
              aria-label="写真を追加"
              onChange={onFiles}
              disabled={fieldId === null}
            />
          </label>
          <Button
            variant="secondary"
            aria-expanded={searching}
            aria-controls="album-search"
            onClick={() => setSearching((open) => !open)}
          >
            検索条件
          </Button>
          <Button
            variant="secondary"
            disabled={modes.mode !== 'browse'}
            aria-expanded={editing && modes.mode === 'browse'}
            aria-controls="album-edit"
            onClick={() => setEditing((open) => !open)}
          >
            タグ・フォルダ編集
          </Button>
          <ShareToTalk
            photos={chosen}
            siteName={(id) => fields.find((f) => f.id === id)?.name ?? ''}
            disabled={modes.mode !== 'browse'}
            onShared={setNotice}
          />
          <Button
            variant="secondary"
            disabled={modes.busy || album.photos.length === 0}
            aria-pressed={modes.mode === 'download'}
            onClick={() => enterMode('download')}
          >
            ダウンロード
          </Button>
          <Button
            variant="secondary"
            disabled={modes.busy || album.photos.length === 0}
            aria-pressed={modes.mode === 'delete'}
            onClick={() => enterMode('delete')}
          >
            削除
          </Button>
          <span className={styles.hint}>
            {UPLOAD_IMAGE_EXTENSIONS.join('・')}、1枚{ALBUM_UPLOAD_LIMITS.maxBytes / 1024 / 1024}
            MBまで、一度に
            {ALBUM_UPLOAD_LIMITS.maxPhotosPerSelection}枚まで
          </span>
        </div>
        {searching && (
          <ResizablePanel
            id="album-search"
            label="検索条件"
            handleLabel="検索パネルの高さ"
            axis="height"
            edge="end"
            bounds={SEARCH_PANEL_HEIGHT}
            size={searchHeight.size}
            onSizeChange={searchHeight.setSize}
            onSizeCommit={searchHeight.commit}
          >
            <AlbumSearchPanel
              tagGroups={album.tagGroups}
              folders={
                projectId === null ? album.folders : album.folders.filter((f) => f.field_id === projectId)
              }
              members={members}
              onSearch={(next) => {
                setSelected(new Set());
                setSearch(next);
              }}
            />
          </ResizablePanel>
        )}
        {(uploads.progress || uploads.message || downloads.status || notice) && (
          <div className={styles.status} role="status">
            {uploads.progress && (
              <span>
                アップロード中 {uploads.progress.done}/{uploads.progress.total}
                <Button size="sm" variant="secondary" onClick={uploads.cancel}>
                  中止
                </Button>
              </span>
            )}
            {uploads.message && <span className={styles.message}>{uploads.message}</span>}
            {downloads.status && <span className={styles.message}>{downloads.status}</span>}
            {notice && <span>{notice}</span>}
          </div>
        )}
        {modes.mode !== 'browse' && (
          <AlbumModeBar
            mode={modes.mode}
            count={chosen.length}
            busy={modes.busy}
            progress={modes.mode === 'download' && modes.busy ? downloads.status : null}
            onAct={() => (modes.mode === 'download' ? void downloadChosen() : setConfirmingDelete(true))}
            onCancel={leaveMode}
            escapeLeaves={!confirmingDelete && viewerIndex === null}
          />
        )}
        <div className={styles.body}>
          <div className={styles.grid}>
            {album.status === 'loading' && album.photos.length === 0 ? (
              <div className={styles.center}>
                <Spinner label="写真を読み込んでいます" />
              </div>
            ) : album.status === 'error' ? (
              <div className={styles.center} role="alert">
                <p>{album.error ?? '写真を読み込めませんでした。'}</p>
                <Button onClick={() => void album.reload()}>再読み込み</Button>
              </div>
            ) : (
              <AlbumGrid
                items={items}
                variant={projectId === null ? 'album' : 'talk'}
                groupBy={groupBy}
                selected={selected}
                onSelectedChange={setSelected}
                onOpen={(item) => setViewerIndex(album.photos.findIndex((p) => p.id === item.id))}
                onRetry={(item) => void retryTarget(String(item.id).replace(/^upload-/, ''))}
                onReorder={onReorder}
                canReorder={canReorder}
                empty={
                  <EmptyState
                    title="写真がありません"
                    description="「写真を追加」から現場の写真を登録できます。"
                  />
                }
              />
            )}
          </div>
          {editing && modes.mode === 'browse' && (
            <AlbumEditPanel
              id="album-edit"
              photos={chosen}
              tagGroups={album.tagGroups}
              folders={album.folders}
              onApply={applyEdit}
              onClose={() => setEditing(false)}
              selectionKey={selected}
              albumPhotos={album.photos}
            />
          )}
        </div>
        {album.loadingMore && (
          <p className={styles.hint}>
            古い写真を読み込んでいます（{album.loaded.toLocaleString('ja-JP')}/
            {album.total.toLocaleString('ja-JP')}枚）
          </p>
        )}
      </section>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="写真の削除"
        description={albumDeleteConfirmMessage(chosen.some((p) => p.service_id !== null))}
        variant="destructive"
        confirmLabel="削除する"
        onConfirm={hide}
      />
      {/* The change feed: once the first page has answered (the live stream stays off the first paint). */}
      {album.status === 'ready' && <AlbumSync sync={album.sync} />}
      <PhotoViewer
        photos={viewerPhotos}
        index={viewerIndex === -1 ? null : viewerIndex}
        onIndexChange={setViewerIndex}
      />
    </>
  );
};
