import type { StatisticsTopic } from '@huella/contracts';
import { ActionIcon, Box, Group, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_SIZE, canStep, hasArrows, PHONE_CAROUSEL_SIZE, PHONE_QUERY, reveal, step, wheelDelta, type CarouselWindow } from './carousel-paging.ts';

export interface TabCarouselProps {
  topics: readonly StatisticsTopic[];
  active: StatisticsTopic;
  label: (topic: StatisticsTopic) => string;
}

/**
 * docs/spec/part-2.md §2.7, §9: the tab bar shows four tabs at a time (two on a phone) and moves by one with the
 * arrow buttons or a turn of the mouse wheel over it; with no more tabs than that (only_scope3 companies) it has no
 * arrows. Every tab stays in the tab list, so the keyboard's arrow keys (and a screen reader) reach all of them; the
 * one that takes the focus is brought into view.
 */
export function TabCarousel({ topics, active, label }: TabCarouselProps) {
  const { t } = useTranslation();
  const count = topics.length;
  const size = useMediaQuery(PHONE_QUERY) ? PHONE_CAROUSEL_SIZE : CAROUSEL_SIZE;
  const [first, setFirst] = useState(() => reveal({ first: 0, count, size }, topics.indexOf(active)));
  const [shown, setShown] = useState({ active, size });
  const view: CarouselWindow = { first, count, size };
  if (shown.active !== active || shown.size !== size) {
    // The open tab changed (a click, the arrow keys, the address) or the screen turned: it comes into view.
    setShown({ active, size });
    setFirst(reveal(view, topics.indexOf(active)));
  }
  const arrows = hasArrows(view);
  const viewport = useRef<HTMLDivElement>(null);
  const turnWheel = useEffectEvent((event: WheelEvent) => {
    const delta = wheelDelta(event.deltaX, event.deltaY);
    if (delta === 0 || !canStep(view, delta)) return;
    event.preventDefault();
    setFirst(step(view, delta));
  });

  useEffect(() => {
    const element = viewport.current;
    if (!element || !arrows) return;
    // A native listener: React's wheel handler is passive and could not keep the page from scrolling too.
    const onWheel = (event: WheelEvent) => turnWheel(event);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [arrows]);

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const index = topics.findIndex((topic) => topic === event.target.getAttribute('data-topic'));
    if (index >= 0) setFirst(reveal(view, index));
  }

  const width = `${100 / size}%`;
  return (
    <Group gap={4} wrap="nowrap" align="stretch">
      {arrows ? (
        <ActionIcon variant="subtle" size="lg" my="auto" aria-label={t('statistics.previous_topics')} disabled={!canStep(view, -1)} onClick={() => setFirst(step(view, -1))}>
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
      ) : null}
      {/* `clip`, not `hidden`: a tab that takes the focus must not scroll the box on its own; the window moves instead. */}
      <Box ref={viewport} onFocus={onFocus} style={{ overflow: 'clip', flex: 1, minWidth: 0 }}>
        <Tabs.List
          aria-label={t('statistics.topics')}
          style={{ flexWrap: 'nowrap', transform: `translateX(calc(-${first} * ${width}))`, transition: 'transform 150ms ease' }}
        >
          {topics.map((topic) => (
            <Tabs.Tab key={topic} value={topic} data-topic={topic} className="stats-tab" style={{ flex: `0 0 ${width}`, minWidth: 0 }}>
              {label(topic)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Box>
      {arrows ? (
        <ActionIcon variant="subtle" size="lg" my="auto" aria-label={t('statistics.next_topics')} disabled={!canStep(view, 1)} onClick={() => setFirst(step(view, 1))}>
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
