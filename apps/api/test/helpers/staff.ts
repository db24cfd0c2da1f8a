import { adminPaths, type StaffRole } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { createStaff, staffSecretBox } from '../../src/modules/staff/staff-auth.service.js';
import type { TestApp } from './test-app.js';

export const STAFF_PASSWORD = 'Console#2026';

let counter = 0;

export interface TestStaff {
  id: number;
  email: string;
  name: string;
  secret: string;
  role: StaffRole;
}

/** A staff member made as the shell tool makes one. */
export async function addStaff(testApp: TestApp, role: StaffRole): Promise<TestStaff> {
  counter += 1;
  const email = `${role}.${process.pid}.${counter}@staff.example.uz`;
  const name = `Staff ${role} ${counter}`;
  const box = staffSecretBox(testApp.config.hosting.secretKey);
  const created = await createStaff(
    testApp.app.db,
    { box, hashCost: testApp.config.passwordHash },
    {
      member: { email, name, role, password: STAFF_PASSWORD },
      actor: { staffId: null, ipAddress: null, at: testApp.app.clock.now() },
    },
  );
  return { id: created.staff.id, email, name, secret: created.secret, role };
}

/** The TOTP code of the app clock's current time step. */
export const codeFor = (app: FastifyInstance, secret: string) =>
  generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });

export async function staffLogin(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: adminPaths.login, payload: body });
}

/** Logs the staff member in with a fresh code; answers the bearer token. */
export async function staffToken(app: FastifyInstance, staff: TestStaff): Promise<string> {
  const answer = await staffLogin(app, {
    email: staff.email,
    password: STAFF_PASSWORD,
    code: await codeFor(app, staff.secret),
  });
  if (answer.statusCode !== 200) throw new Error(`staff login failed: ${answer.body}`);
  return answer.json().data.access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
