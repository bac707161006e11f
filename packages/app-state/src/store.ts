import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { SIDEBAR_STORAGE_KEY, uiSlice } from './ui-slice';
import { sessionSlice } from './session-slice';

/** Remotes add their own slices with `rootReducer.inject(slice)` when their code loads. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: each remote's slice extends it (declaration merging)
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(uiSlice, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export function createAppStore() {
  const store = configureStore({ reducer: rootReducer });
  let lastCollapsed = store.getState().ui.sidebarCollapsed;
  store.subscribe(() => {
    const collapsed = store.getState().ui.sidebarCollapsed;
    if (collapsed === lastCollapsed) return;
    lastCollapsed = collapsed;
    try {
      globalThis.localStorage?.setItem(SIDEBAR_STORAGE_KEY, String(collapsed));
    } catch {
      /* storage full or blocked: the preference is simply not remembered */
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
