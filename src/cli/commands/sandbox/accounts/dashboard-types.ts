// Carrier types an account of which is connected in the dashboard, not through the API.
export const DASHBOARD_ONLY_TYPES = ['ups'] as const;
