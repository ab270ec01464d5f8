import {
  declaredPermissionPhrases,
  type PERMISSION_PHRASES,
} from '../../contract/permission-phrases';
import { declaredResources } from '../../contract/resources/index';

/** What each permission lets a person do, as the end of « Vous n'avez pas la permission de … ». */
export const permissionPhrasesFr: Record<keyof typeof PERMISSION_PHRASES, string> = {
  ...declaredPermissionPhrases(declaredResources, 'fr'),
  'dashboard.view': 'voir le tableau de bord',
  'users.view': 'voir les utilisateurs',
  'users.manage': 'modifier les utilisateurs',
  'transactions.view': 'voir les transactions',
  'transactions.review': 'examiner les transactions',
  'transactions.reveal_code': 'révéler les codes des cartes',
  'transactions.pay': 'payer ou annuler des paiements',
  'payments.view': 'voir les paiements',
  'notifications.view': 'lire les notifications',
  'disputes.view': 'voir les litiges',
  'disputes.chat': 'discuter dans les litiges',
  'disputes.manage': 'ouvrir ou fermer les litiges',
  'audit.view': "voir le journal d'audit",
  'ledger.view': 'voir le grand livre des paiements',
  'kyc.review': 'examiner les documents KYC des clients',
};
