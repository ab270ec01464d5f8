import type { Permission } from './permissions.js';
import { declaredPermissions, hasOperation, type ResourceDeclaration } from './resource.js';
import { declaredResources } from './resources/index.js';

type Language = 'en' | 'fr';

const WORDS = {
  en: { view: 'view', create: 'create', edit: 'edit', delete: 'delete', or: 'or' },
  fr: { view: 'voir les', create: 'créer', edit: 'modifier', delete: 'supprimer', or: 'ou' },
} as const;

/** A declared resource's two permissions in its own words: "view rates", "create rates". */
export const declaredPermissionPhrases = (
  declarations: readonly ResourceDeclaration[],
  language: Language,
) =>
  Object.fromEntries(
    declarations
      .filter((declaration) => !declaration.usesPermissions)
      .flatMap((declaration) => {
        const words = WORDS[language];
        const { view, manage } = declaredPermissions(declaration);
        const many = declaration.label[language].many.toLowerCase();
        const verbs = (['create', 'edit', 'delete'] as const)
          .filter((verb) => hasOperation(declaration, verb === 'edit' ? 'update' : verb))
          .map((verb) => words[verb]);
        const changes = `${verbs.slice(0, -1).join(', ')}${verbs.length > 1 ? ` ${words.or} ` : ''}${verbs.at(-1)}`;
        const object = language === 'en' ? many : `les ${many}`;
        return [
          [view, `${words.view} ${many}`],
          ...(manage ? [[manage, `${changes} ${object}`]] : []),
        ];
      }),
  );

/**
 * What each permission lets a person do, as the end of "You do not have permission to …": the
 * server's refusals say it in English, the app's catalogue in the reader's language.
 */
export const PERMISSION_PHRASES = {
  // First, so that a domain's own words win (the audit log's, a read-only declaration).
  ...declaredPermissionPhrases(declaredResources, 'en'),
  'dashboard.view': 'view the dashboard',
  'users.view': 'view users',
  'users.manage': 'edit users',
  'transactions.view': 'view transactions',
  'transactions.review': 'review transactions',
  'transactions.reveal_code': 'reveal card codes',
  'transactions.pay': 'pay or reverse payouts',
  'payments.view': 'view payments',
  'notifications.view': 'read notifications',
  'disputes.view': 'view disputes',
  'disputes.chat': 'chat in disputes',
  'disputes.manage': 'open or close disputes',
  'audit.view': 'view the audit log',
  'ledger.view': 'view the payout ledger',
  'kyc.review': "review customers' KYC documents",
} satisfies Record<Exclude<Permission, `${string}.${'view' | 'manage'}`>, string> &
  Record<string, string>;
