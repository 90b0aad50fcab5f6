import '@/styles/index.css';
import { afterMainPicture } from '@/ssr/after-main-picture';
import { captureEarlyClicks } from '@/ssr/early-clicks';
import { preloadPageChunks, runPageChunks } from '@/ssr/page-chunks';
import { SSR_STATE_ID } from '@/ssr/ssr-state';
import { warmIntl } from '@/lib/intl-formats';

/**
 * The entry only decides when the app loads (decision 037). A page the server rendered is whole
 * without JavaScript: its main picture is painted first, then the app and the page's chunks are
 * fetched and it hydrates. Before, the app's 115 KB and the page's chunks were requested with
 * the HTML and shared a phone's bandwidth with the picture. A page the browser renders (account,
 * cart, checkout) loads the app at once.
 */
async function start(): Promise<void> {
  if (!document.getElementById(SSR_STATE_ID)) {
    const app = await import('./boot');
    await app.startApp();
    return;
  }
  // A button pressed before the app runs (the language, the chat) is pressed again once it does.
  const early = captureEarlyClicks(document);
  await afterMainPicture(document);
  void preloadPageChunks(document);
  const loading = import('./boot');
  // While the app downloads: hydration then finds the number and date formatters made.
  await warmIntl();
  const app = await loading;
  await runPageChunks(document);
  void app.startApp();
  await app.hydrating;
  const pressed = early.stop();
  await app.ready;
  early.replay(pressed);
}

void start();
