import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './session-slice';

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
  /** The selected project (spec §4 "Current project"); the sidebar's Projects section keeps it in line with the server's list. */
  currentProjectId: number | null;
  /**
   * Sidebar project nodes the user opened (true) or closed (false). A project not listed shows its
   * default: only the first project of the list starts expanded (spec §2).
   */
  projectNodes: Record<number, boolean>;
}

const initialState = (): UiState => ({ sidebarCollapsed: readSidebarCollapsed(), currentProjectId: null, projectNodes: {} });

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
    /** Opens or closes a project's node in the sidebar. */
    projectNodeSet(state, action: PayloadAction<{ id: number; expanded: boolean }>) {
      state.projectNodes[action.payload.id] = action.payload.expanded;
    },
    /**
     * The user switched workspace (payload: the new workspace id). Forgets the choices that named
     * rows of the old one; remote slices with such state reset on this action too.
     */
    workspaceSwitched(state, _action: PayloadAction<number>) {
      state.currentProjectId = null;
      state.projectNodes = {};
    },
  },
  extraReducers: (builder) => {
    // Another account (or workspace) must not inherit the previous one's project choice.
    builder.addCase(signedOut, (state) => {
      state.currentProjectId = null;
      state.projectNodes = {};
    });
  },
  selectors: {
    selectSidebarCollapsed: (state) => state.sidebarCollapsed,
    selectCurrentProjectId: (state) => state.currentProjectId,
    selectProjectNodes: (state) => state.projectNodes,
  },
});

export const { sidebarToggled, sidebarCollapsedSet, currentProjectSet, projectNodeSet, workspaceSwitched } = uiSlice.actions;
export const { selectSidebarCollapsed, selectCurrentProjectId, selectProjectNodes } = uiSlice.selectors;
