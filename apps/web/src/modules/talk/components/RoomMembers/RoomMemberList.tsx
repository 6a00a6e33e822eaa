import type { TRoomMember } from '@genba/api-client';
import { Avatar, Badge, Button, Checkbox, Popover } from '@genba/ui';
import { SITE_ROLES, type SiteRoleKey } from '@genba/validators';
import { useId } from 'react';
import { roomMemberBadges, roomMemberSections } from '../../utils/roomMemberSections.ts';
import styles from './RoomMembers.module.css';

export type RoomMemberListProps = {
  members: readonly TRoomMember[];
  /** Given to a site room's managers: each member gets 役割 to set 営業担当 and 職長 (talk §6). */
  onSetRole?: ((member: TRoomMember, role: SiteRoleKey, on: boolean) => void) | undefined;
  /** Why the last role change was refused (the change is already taken back). */
  roleError?: string | null | undefined;
};

/** 役割: the member's site roles as two checkboxes in a popover, each change sent at once. */
const SiteRoleMenu = ({
  member,
  onSetRole,
}: {
  member: TRoomMember;
  onSetRole: NonNullable<RoomMemberListProps['onSetRole']>;
}) => (
  <Popover
    title={`${member.name}の役割`}
    align="end"
    trigger={
      <Button variant="ghost" size="sm" aria-label={`${member.name}の役割を設定`}>
        役割
      </Button>
    }
  >
    <div className={styles.roles}>
      {SITE_ROLES.map((role) => (
        <Checkbox
          key={role.key}
          label={role.label}
          checked={member[role.key] === 1}
          onCheckedChange={(checked) => onSetRole(member, role.key, checked === true)}
        />
      ))}
    </div>
  </Popover>
);

/**
 * A room's members in the order of talk §6: 自社 then 協力会社, each by room
 * role 2, 1, 0, 1000. The avatar colour is the member's avatar type as the
 * server saw it for the viewer; invited members get the dashed green border.
 */
export const RoomMemberList = ({ members, onSetRole, roleError }: RoomMemberListProps) => {
  const id = useId();
  const sections = roomMemberSections(members);
  if (sections.length === 0) return <p className={styles.empty}>メンバーはいません。</p>;
  return (
    <div className={styles.sections}>
      {roleError ? (
        <p role="alert" className={styles.error}>
          {roleError}
        </p>
      ) : null}
      {sections.map((section) => (
        <section key={section.key} className={styles.section} aria-labelledby={`${id}-${section.key}`}>
          <h3 id={`${id}-${section.key}`} className={styles.sectionTitle}>
            {section.title}
            <span className={styles.count}>{section.members.length}人</span>
          </h3>
          <ul className={styles.list} aria-label={section.title}>
            {section.members.map((m) => (
              <li key={m.member_id} className={styles.member}>
                <Avatar
                  name={m.name}
                  type={m.avatar_type ?? undefined}
                  data-plain={m.avatar_type === null || undefined}
                  invited={m.invited}
                  src={m.thumbnail_path ?? undefined}
                  size="sm"
                />
                <span className={styles.who}>
                  <span className={styles.name}>{m.name}</span>
                  <span className={styles.company}>{m.company_name}</span>
                </span>
                <span className={styles.badges}>
                  {roomMemberBadges(m).map((label) => (
                    <Badge key={label} tone="info">
                      {label}
                    </Badge>
                  ))}
                  {m.invited ? <Badge tone="success">招待中</Badge> : null}
                </span>
                {onSetRole ? <SiteRoleMenu member={m} onSetRole={onSetRole} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};
