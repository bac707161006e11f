import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const SIDEBAR_STORAGE_KEY = 'kanri.sidebarCollapsed';

function readSidebarCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIDEBAR_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export interface UiState {
  sidebarCollapsed: boolean;
  currentProjectId: number | null;
}

const initialState = (): UiState => ({ sidebarCollapsed: readSidebarCollapsed(), currentProjectId: null });

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    sidebarCollapsedSet(state, action: PayloadAction<boolean>) {
      state.sidebarCollapsed = action.payload;
    },
    currentProjectSet(state, action: PayloadAction<number | null>) {
      state.currentProjectId = action.payload;
    },
  },
  selectors: {
    selectSidebarCollapsed: (state) => state.sidebarCollapsed,
    selectCurrentProjectId: (state) => state.currentProjectId,
  },
});

export const { sidebarToggled, sidebarCollapsedSet, currentProjectSet } = uiSlice.actions;
export const { selectSidebarCollapsed, selectCurrentProjectId } = uiSlice.selectors;
