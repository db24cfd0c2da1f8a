import type { HostingPanel } from '../../integrations/hosting-panel/hosting-panel.js';
import { ispmanagerPanel } from '../../integrations/hosting-panel/ispmanager.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { ServerRow } from './catalogue.repository.js';

/** What the hosting services and jobs share: the secret box and how to reach a server's panel. */
export interface HostingDeps {
  box: SecretBox;
  panelFor(server: ServerRow): HostingPanel;
}

export function createHostingDeps(box: SecretBox, timeoutMs: number): HostingDeps {
  return {
    box,
    panelFor: (server) =>
      ispmanagerPanel(
        {
          apiUrl: server.apiUrl,
          loginBaseUrl: server.loginBaseUrl,
          adminLogin: server.adminLogin,
          adminPassword: box.open(server.adminPasswordSealed),
          tlsInsecure: server.tlsInsecure,
        },
        timeoutMs,
      ),
  };
}
