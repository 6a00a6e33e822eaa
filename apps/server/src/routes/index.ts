import type { EndpointName } from '@genba/api-client/catalogue';
import type { RouteDefinition } from '../http/implement.ts';
import { dailyProjectRoutes } from './daily/projects.ts';
import { eventRoutes } from './events/index.ts';
import { externalRoutes } from './external/index.ts';
import { linkPreviewRoutes } from './linkPreview/index.ts';
import { monitoringRoutes } from './monitoring/index.ts';
import { sendRoutes } from './send/index.ts';
import { talkRoutes } from './talk/index.ts';
import { loginRoutes } from './user/login.ts';
import { passwordRoutes } from './user/password.ts';
import { sessionRoutes } from './user/session.ts';
import { smsRoutes } from './user/sms.ts';

/**
 * Every catalogue entry the server implements. A feature adds its module's
 * array here (one line); the contract test reads implementedEndpointNames.
 */
export const routes: RouteDefinition[] = [
  ...loginRoutes,
  ...smsRoutes,
  ...passwordRoutes,
  ...sessionRoutes,
  ...talkRoutes,
  ...sendRoutes,
  ...eventRoutes,
  ...linkPreviewRoutes,
  ...dailyProjectRoutes,
  ...externalRoutes,
  ...monitoringRoutes,
];

export const implementedEndpointNames: readonly EndpointName[] = routes.map((r) => r.name);
