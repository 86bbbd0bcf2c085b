import { parseArgs } from 'node:util';
import { password as passwordRule, email as emailRule } from '@portal/contracts/validation';
import { loadConfig } from './config';
import { useCredentialsKey } from './lib/credentials-cipher';
import { openDatabase, targetFromConfig } from './db/client';
import { DataDirInUseError } from './db/lock';
import { migrate, withStartupLock } from './db/migrate';
import { hashPassword } from './lib/passwords';
import { findUserByEmail, insertUser } from './modules/users/users.repository';

const USAGE = `Usage: tsx src/cli.ts create-inhouse --email <email> --password <password> --first-name <name> --last-name <name>`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
if (command !== 'create-inhouse') fail(USAGE);

const { values } = parseArgs({
  args: rest,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
const email = emailRule().safeParse(values.email ?? '');
const password = passwordRule().safeParse(values.password ?? '');
if (!email.success) fail(`A valid --email is required.\n${USAGE}`);
if (!password.success) {
  fail(
    'The --password needs at least 8 characters with an uppercase letter, a lowercase letter and a digit.',
  );
}
if (!values['first-name'] || !values['last-name'])
  fail(`--first-name and --last-name are required.\n${USAGE}`);

const config = loadConfig();
if (config.credentialsKey) useCredentialsKey(config.credentialsKey);
const database = await openDatabase(targetFromConfig(config)).catch((error: unknown) => {
  if (error instanceof DataDirInUseError) fail(error.message);
  throw error;
});
try {
  await withStartupLock(database, () => migrate(database));
  if (await findUserByEmail(database.db, email.data)) {
    console.error(`A user with e-mail ${email.data} already exists.`);
    process.exitCode = 1;
  } else {
    await createInhouse();
  }
} finally {
  await database.close();
}

async function createInhouse() {
  const user = await insertUser(database.db, {
    email: email.data!,
    username: email.data!,
    firstName: values['first-name']!,
    lastName: values['last-name']!,
    passwordHash: await hashPassword(password.data!),
    role: 'Inhouse',
    isActive: true,
  });
  console.log(`Created in-house user ${user.email} (id ${user.id}).`);
}
