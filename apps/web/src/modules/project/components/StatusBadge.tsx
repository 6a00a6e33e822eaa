import type { TCompletionStatusSetting } from '@genba/api-client';
import { Badge } from '@genba/ui';
import { PROJECT_COMPLETION_STATUS_LABEL, type ProjectCompletionStatus } from '@genba/validators';
import type { CSSProperties } from 'react';

/**
 * A project's completion status as a badge: the company's name and colour for
 * it (/genbamastersetting/completion), the defaults of core §4 until they load.
 */
export const StatusBadge = ({
  status,
  settings,
}: {
  status: ProjectCompletionStatus;
  settings?: readonly TCompletionStatusSetting[] | undefined;
}) => {
  const own = settings?.find((s) => s.status === status);
  return (
    <Badge
      projectStatus={status}
      data-status={status}
      title={own?.memo || undefined}
      style={own ? ({ '--badge-solid-bg': own.color } as CSSProperties) : undefined}
    >
      {own?.name ?? PROJECT_COMPLETION_STATUS_LABEL[status]}
    </Badge>
  );
};
