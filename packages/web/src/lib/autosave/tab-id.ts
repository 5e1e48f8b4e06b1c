const TAB_ID_KEY = 'konsult.tabId';

function newTabId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

let memoryTabId: string | null = null;

/**
 * This browser tab's id. It lives in sessionStorage, which survives a reload of the same tab but not a new tab, so
 * a reloaded tab finds its own unsaved drafts while two tabs on the same meeting never take each other's.
 */
export function currentTabId(storage: Storage | null = safeSessionStorage()): string {
  try {
    const existing = storage?.getItem(TAB_ID_KEY);
    if (existing) return existing;
    const id = newTabId();
    storage?.setItem(TAB_ID_KEY, id);
    if (storage) return id;
  } catch {
    // Storage blocked: fall back to one id for this page's lifetime; drafts then only survive until reload.
  }
  memoryTabId ??= newTabId();
  return memoryTabId;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
