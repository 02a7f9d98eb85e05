// Visual snapshots: every story named in ../visual-stories.json (ui-kit and the feature pages), in two site themes
// and in dark mode, compared with the images in ../snapshots. Update them after an intended change: `npx nx run storybook:visual -- -u`.
// One page per theme switches stories through Storybook's channel (no reload per story), which keeps the run short.
import { expect, test, type Page } from '@playwright/test';
import stories from '../visual-stories.json' with { type: 'json' };

/** Two site themes (hub and pro football) in light mode, and the hub in dark mode (snapshots named `hub-dark-…`). */
const themes = [
  { name: 'hub', site: 'hub', scheme: 'light' },
  { name: 'nfl', site: 'nfl', scheme: 'light' },
  { name: 'hub-dark', site: 'hub', scheme: 'dark' },
] as const;

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, payload: unknown): void;
    once(event: string, listener: () => void): void;
  };
}

/**
 * Shows a story (or renders it again from scratch: `remount`) and waits until it is rendered and its play function,
 * if any, has finished.
 */
async function showStory(page: Page, storyId: string, remount = false) {
  await page.evaluate(
    ({ id, remount }) =>
      new Promise<void>((rendered) => {
        window.scrollTo(0, 0);
        localStorage.clear(); // a story's season selection must not carry over to the next
        const preview = window as PreviewWindow;
        const channel = preview.__STORYBOOK_ADDONS_CHANNEL__!;
        channel.once('storyRendered', () => rendered()); // emitted once the play function has finished
        // Selecting the story already shown renders nothing: remount it instead.
        const again = remount || preview.__STORYBOOK_PREVIEW__?.currentRender?.id === id;
        channel.emit(again ? 'forceRemount' : 'setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, remount },
  );
  await rendered(page, storyId);
}

/** The story is the one shown, rendered, its play function finished, the fonts loaded. */
async function rendered(page: Page, storyId: string) {
  await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && (render.phase === 'completed' || render.phase === 'finished');
  }, storyId);
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of themes)
  test.describe(`${theme.name} theme`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      // The system setting matches the toolbar's mode, so the top bar's dark-mode switch shows it as well.
      page = await browser.newPage({ colorScheme: theme.scheme });
      // The current season comes from today's date: freeze it, or the pages change at each season's turn.
      await page.clock.setFixedTime(new Date('2026-11-23T12:00:00Z'));
      await page.goto(
        `/iframe.html?id=${stories[0]}&viewMode=story&globals=site:${theme.site};scheme:${theme.scheme}`,
      );
      await rendered(page, stories[0]);
    });
    test.afterAll(() => page.close());

    for (const id of stories)
      test(id, async () => {
        const name = `${theme.name}/${id}.png`;
        await showStory(page, id);
        await page.mouse.move(0, 0);
        // A play function's interaction can land while the previous story is still being torn down (seen about once in
        // 260 stories): then the story is rendered once more from scratch before the comparison that decides.
        const matched = await expect(page)
          .toHaveScreenshot(name, { timeout: 3000 })
          .then(() => true)
          .catch(() => false);
        if (matched) return;
        await showStory(page, id, true);
        await expect(page).toHaveScreenshot(name);
      });
  });
