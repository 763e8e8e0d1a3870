import { useDeferredValue, useState } from 'react';

export interface DialogMount {
  /** Render the dialog at all. */
  mounted: boolean;
  /** The `opened` to give it. */
  opened: boolean;
}

/**
 * A dialog left out of the page until it is first asked for: a closed Mantine Modal still renders some twenty
 * components and a portal, and the report edit page holds seven (issue #21 item 4). Asked for, it mounts closed and
 * opens on the render after, because Mantine notes the element to give the focus back to only when `opened`
 * changes; once mounted it stays, so it closes with its transition and hands the focus back.
 */
export function useDialogMount(asked: boolean): DialogMount {
  const [mounted, setMounted] = useState(asked);
  if (asked && !mounted) setMounted(true);
  // Still false on the render that asks (and on the first render of all), true on the one after.
  const settled = useDeferredValue(asked, false);
  return { mounted: mounted || asked, opened: asked && settled };
}
