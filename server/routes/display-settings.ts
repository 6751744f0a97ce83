/**
 * Provisioning display settings: GET and PUT /admin/display/settings/{task,request,general}.
 * Like all of /admin they are changed by the domain administrator only, but every signed-in user
 * reads them: the console sizes every list by the general ones and opens the task list and the
 * request history by the others (server/auth/principal.ts). A PUT sends the changed keys and
 * answers 204.
 */
import type { FastifyPluginAsync } from 'fastify';
import { applyDisplayChange, DISPLAY_SECTIONS, loadDisplaySettings, saveDisplaySettings } from '../settings/display-settings.ts';

const displaySettingsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  for (const section of DISPLAY_SECTIONS) {
    const path = `/admin/display/settings/${section}`;
    app.get(path, async () => loadDisplaySettings(db, section));
    app.put(path, async (request, reply) => {
      const next = applyDisplayChange(section, await loadDisplaySettings(db, section), request.body);
      await saveDisplaySettings(db, section, next);
      return reply.code(204).send();
    });
  }
};

export default displaySettingsRoutes;
