import type { TAddLookedUpMemberRequest, TLookupMemberResponse } from '@genba/api-client/schemas';
import { MemberCompletionForm, MemberLookupForm } from '@genba/forms';
import { Button, Dialog } from '@genba/ui';
import { MEMBER_LOOKUP_MESSAGE, memberLookupOutcome } from '@genba/validators';
import { useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';
import { useMember } from '../../session/hooks/useSession.ts';
import { useRefreshMembers } from '../hooks/useMemberDetail.ts';
import { authOptionsFor, officeOptionsFor } from '../utils/memberForm.ts';
import styles from './MemberDialog.module.css';

type Found = TLookupMemberResponse & { keyword: string };

/**
 * メンバー検索 (core §4, §5): an e-mail or a phone number; nobody found
 * (empty), already a member (the already-a-member message), or a registered
 * account that can be added (completion).
 */
export const MemberLookupDialog = ({ onAdded }: { onAdded?: (name: string) => void }) => {
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const { client } = useApi();
  const refresh = useRefreshMembers();
  const { member, offices } = useMember();

  const outcome = found ? memberLookupOutcome(found.state, found.in_company) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFound(null);
      }}
      size="settings"
      title="メンバー検索"
      className={styles.dialog}
      trigger={<Button variant="secondary">メンバー検索</Button>}
    >
      <MemberLookupForm
        onSubmit={async ({ keyword }) => {
          setFound(null);
          const result = await client.call('lookupMember', { body: { keyword } });
          if (result.ok) setFound({ ...result.data, keyword });
          return result;
        }}
      />
      <p role="status">
        {outcome === 'empty' ? '該当するユーザーはいません。招待してください。' : null}
        {outcome === 'alreadyMember' ? MEMBER_LOOKUP_MESSAGE.alreadyMember : null}
      </p>
      {found && outcome === 'offerCompletion' ? (
        <MemberCompletionForm
          key={found.keyword}
          name={found.name ?? found.keyword}
          authOptions={authOptionsFor(member.auth_id)}
          offices={officeOptionsFor(member, offices)}
          onSubmit={async (choice) => {
            const body = { keyword: found.keyword, ...choice } as TAddLookedUpMemberRequest;
            const result = await client.call('addLookedUpMember', { body });
            if (result.ok) {
              setOpen(false);
              setFound(null);
              await refresh();
              onAdded?.(found.name ?? found.keyword);
            }
            return result;
          }}
        />
      ) : null}
    </Dialog>
  );
};
