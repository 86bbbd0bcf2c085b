import type { TourId, TourStatus } from '@portal/contracts/schemas/tours';
import type { Driver, DriveStep, PopoverDOM } from 'driver.js';
import type { TourStep } from './tour-steps';

export interface RunTourOptions {
  tour: TourId;
  steps: TourStep[];
  /** the step to open first */
  start: number;
  /** translates an i18n key (the current language) */
  t: (key: string, params?: Record<string, string | number>) => string;
  navigate: (path: string) => void;
  /** saves progress: each step as it opens, then done or dismissed */
  save: (status: TourStatus, step: number) => void;
  /** the tour ended (finished or closed) */
  onEnd: () => void;
}

/** How long a step waits for its element to appear on the new screen before showing anyway. */
const WAIT_MS = 10_000;

/** The first match that is shown on screen (the navigation is hidden in the phone drawer). */
function visible(selector: string): Element | null {
  for (const element of document.querySelectorAll(selector))
    if (element.getClientRects().length > 0) return element;
  return null;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Loads driver.js (and its styles) only now, then walks the steps: each goes to its screen,
 * waits for its element and shows a popover there. Returns a function that stops the tour
 * without recording anything (the runner unmounting, e.g. on sign-out).
 */
export async function runTour(options: RunTourOptions): Promise<() => void> {
  const [{ driver }] = await Promise.all([
    import('driver.js'),
    import('driver.js/dist/driver.css'),
    import('../components/tour-popover.css'),
  ]);
  const { steps, t } = options;
  let index = Math.min(Math.max(options.start, 0), steps.length - 1);
  let ended = false;
  let tour: Driver | null = null;
  // a screen's content often arrives after its element: keep the highlight around all of it
  let resized: ResizeObserver | null = null;

  const end = (status: TourStatus) => {
    if (ended) return;
    ended = true;
    window.removeEventListener('keyup', onKey);
    resized?.disconnect();
    options.save(status, index);
    tour?.destroy();
    options.onEnd();
  };

  const open = (next: number, first = false) => {
    const step = steps[next]!;
    index = next;
    options.save('active', next);
    if (step.path && step.path !== currentPath()) options.navigate(step.path);
    if (first) tour!.drive(next);
    else {
      // the old screen's popover must not linger (or take a second click) while the next loads
      const popover = tour!.getState('popover') as PopoverDOM | undefined;
      if (popover) popover.wrapper.style.display = 'none';
      tour!.moveTo(next);
    }
  };

  const go = (next: number) => {
    if (ended || next < 0) return;
    if (next >= steps.length) end('done');
    else open(next);
  };

  const label = (popover: PopoverDOM) => {
    popover.wrapper.setAttribute('aria-live', 'polite');
    popover.closeButton.setAttribute('aria-label', t('tours.close'));
    popover.closeButton.title = t('tours.close');
    // Tab order: back, next, then close; focus starts on the step's main action
    popover.wrapper.appendChild(popover.closeButton);
    queueMicrotask(() => popover.nextButton.focus());
  };

  // Arrows and Escape are ours: driver.js drops a key pressed while a step is still moving in
  // (its first 400 ms), which is just when a keyboard user presses it.
  const onKey = (event: KeyboardEvent) => {
    if (ended || event.defaultPrevented || editable(event.target)) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Escape') end('dismissed');
  };

  const driveSteps: DriveStep[] = steps.map((step, i) => ({
    element: (() => visible(step.selector)) as () => Element,
    waitForElement: WAIT_MS,
    popover: {
      title: escapeHtml(t(`tours.${options.tour}.${step.key}.title`)),
      description: escapeHtml(t(`tours.${options.tour}.${step.key}.text`)),
      progressText: escapeHtml(t('tours.progress', { current: i + 1, total: steps.length })),
    },
  }));

  tour = driver({
    steps: driveSteps,
    animate: !reducedMotion(),
    smoothScroll: false,
    allowClose: true,
    allowKeyboardControl: false,
    // a click beside the popover does nothing: only Close or Escape ends the tour
    overlayClickBehavior: () => undefined,
    // the highlighted element is shown, not used: Tab stays among the popover's buttons
    disableActiveInteraction: true,
    showProgress: true,
    showButtons: ['next', 'previous', 'close'],
    nextBtnText: escapeHtml(t('tours.next')),
    prevBtnText: escapeHtml(t('tours.back')),
    doneBtnText: escapeHtml(t('tours.done')),
    popoverClass: 'portal-tour',
    stagePadding: 6,
    stageRadius: 8,
    overlayOpacity: 0.55,
    onPopoverRender: label,
    // driver.js marks the highlighted element as a popup button, which a list or panel is not
    onHighlighted: (element) => {
      element?.removeAttribute('aria-haspopup');
      element?.removeAttribute('aria-expanded');
      resized?.disconnect();
      if (element && typeof ResizeObserver === 'function') {
        resized = new ResizeObserver(() => tour?.refresh());
        resized.observe(element);
      }
    },
    onNextClick: () => go(index + 1),
    onPrevClick: () => go(index - 1),
    onCloseClick: () => end('dismissed'),
    onDestroyStarted: () => end('dismissed'),
  });
  window.addEventListener('keyup', onKey);
  open(index, true);
  return () => {
    ended = true;
    window.removeEventListener('keyup', onKey);
    resized?.disconnect();
    tour?.destroy();
  };
}

/** Where an arrow key moves a caret or a choice, not the tour. */
function editable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    ['slider', 'spinbutton', 'combobox', 'listbox', 'menu', 'tablist'].includes(
      target.getAttribute('role') ?? '',
    )
  );
}

/** driver.js writes titles and texts as HTML: ours are plain text. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
