import { moveInOrder } from '@genba/validators';
import type { SettingsRowProps } from '../components/SettingsRow.tsx';

/**
 * The ↑/↓ of row `index` in a settings list: each saves the list's ids with that row moved one
 * place (the save reports its own outcome); null at the top or bottom, where SettingsRow disables
 * the button.
 */
export const moveHandlers = <T extends { id: number }>(
  items: readonly T[],
  index: number,
  saveOrder: (ids: number[]) => Promise<unknown>,
): Pick<SettingsRowProps, 'onMoveUp' | 'onMoveDown'> => {
  const move = (delta: number) => () =>
    void saveOrder(moveInOrder(items, index, delta).map((item) => item.id));
  return {
    onMoveUp: index > 0 ? move(-1) : null,
    onMoveDown: index < items.length - 1 ? move(1) : null,
  };
};
