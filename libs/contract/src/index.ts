export type { Paginated, DataEnvelope, ApiErrorBody, SiteFilterParams, Sport } from './common';
