import { DailyPopover } from '@genba/ui/daily-popover';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDailyPopup } from '../hooks/useDailyPopup.ts';
import { usePhoneWidth } from '../hooks/usePhoneWidth.ts';
import { dailyDetailPath } from '../utils/paths.ts';

/**
 * A posted daily's heading in the talk or on the room's board: it opens the report's 290 px
 * summary with 「詳細を見る」; on a phone it goes to the report's page instead.
 */
export const DailyPostPopover = ({ dailyId, heading }: { dailyId: number; heading: string }) => {
  const [open, setOpen] = useState(false);
  const popup = useDailyPopup(dailyId, open);
  const navigate = useNavigate();
  return (
    <DailyPopover
      label={heading}
      detailHref={dailyDetailPath(dailyId)}
      onOpenDetail={(href) => void navigate(href)}
      state={popup.state}
      onRetry={popup.retry}
      open={open}
      onOpenChange={setOpen}
      asLink={usePhoneWidth()}
    />
  );
};
