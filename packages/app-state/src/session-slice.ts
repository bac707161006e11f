import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@kanri/contracts';

export type { SessionUser };

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** True after the user signed out on purpose: the guard then does not remember the page. */
  signedOutByUser: boolean;
}

const initialState: SessionState = { status: 'loading', user: null, signedOutByUser: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'authenticated';
      state.user = action.payload;
      state.signedOutByUser = false;
    },
    userRefreshed(state, action: PayloadAction<SessionUser>) {
      if (state.status === 'authenticated') state.user = action.payload;
    },
    signedOut(state, action: PayloadAction<{ byUser: boolean } | undefined>) {
      state.status = 'unauthenticated';
      state.user = null;
      state.signedOutByUser = action.payload?.byUser ?? false;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectSignedOutByUser: (state) => state.signedOutByUser,
  },
});

export const { signedIn, userRefreshed, signedOut } = sessionSlice.actions;
export const { selectSessionStatus, selectCurrentUser, selectSignedOutByUser } = sessionSlice.selectors;
