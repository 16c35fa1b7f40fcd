export const AI_ASSISTANT_SCRIPT_ID = 'ai-assistant-widget';

export interface AssistantSettings {
  key: string;
  scriptUrl: string;
}

/** Adds the assistant's widget script once; a failed download removes the tag and leaves the page as it is. */
export function appendAssistantScript({key, scriptUrl}: AssistantSettings, logoUrl: string): void {
  if (document.getElementById(AI_ASSISTANT_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = AI_ASSISTANT_SCRIPT_ID;
  script.src = scriptUrl;
  script.async = true;
  script.dataset.websiteId = key;
  script.dataset.projectName = 'Celo';
  script.dataset.projectColor = '#476520';
  script.dataset.projectLogo = logoUrl;
  script.addEventListener('error', () => script.remove());
  document.body.appendChild(script);
}

/** Runs `task` once the page has loaded and the browser is idle, so the widget never competes with the page. */
export function afterInteractive(task: () => void): () => void {
  let idleHandle: number | undefined;
  const schedule = () => {
    idleHandle = window.requestIdleCallback ? window.requestIdleCallback(task) : window.setTimeout(task);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, {once: true});
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
