import type { GeneralSettings, SettingsUpdateRequest } from '@kanri/contracts';
import { apiCall } from '../http';

/** GET /settings/general_settings (admin). */
export const getGeneralSettings = () => apiCall<GeneralSettings>('/settings/general_settings');

/** PUT /settings/update (admin). */
export const updateSettings = (body: SettingsUpdateRequest) =>
  apiCall<GeneralSettings>('/settings/update', { method: 'PUT', body });
