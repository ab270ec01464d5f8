import type { ServerTextCode } from '../../contract/messages';

/** The server's coded texts (contract/messages.ts) in French, with the same placeholders. */
export const serverTextsFr: Record<ServerTextCode, string> = {
  'transaction.not_found': 'Soumission de carte cadeau introuvable.',
  'transaction.payout_over_value': 'Le paiement prévu ne peut pas dépasser la valeur de la carte.',
  'transaction.second_approval_needed': 'Ce paiement nécessite une seconde approbation.',
  'transaction.paid_is_frozen': 'Ce paiement a été versé. Annulez-le pour le modifier.',
  'transaction.second_reversal_approval_needed':
    'Cette annulation nécessite une seconde approbation.',
  'transaction.only_paid_reversed': 'Seul un paiement versé peut être annulé.',
  'transaction.nothing_to_pay':
    "Il n'y a rien à payer : fixez d'abord un paiement prévu supérieur à 0,00.",
  'transaction.accept_before_paying':
    "Seule une carte acceptée est payée : acceptez-la d'abord (Commande acceptée ou Encaissée).",
  'transaction.only_paid_clawed_back': 'Seule une carte payée est reprise, une seule fois.',
  'transaction.second_clawback_approval_needed': 'Cette reprise nécessite une seconde approbation.',
  'transaction.clawback_too_large': 'Une reprise ne dépasse pas le paiement versé.',
  'transaction.paid_by_batch':
    'Ce paiement a été envoyé par la banque dans un lot : reprenez-le plutôt.',
  'transaction.clawed_back_not_reversed':
    "Ce paiement a été repris : la reprise le récupère, il n'est pas annulé.",
  'user.repayment_too_large': 'Un remboursement ne dépasse pas ce que le client doit.',
  'user.no_payout_account': "Ce client n'a pas de compte de paiement.",
  'payout_batch.needs_approval':
    'Ce lot doit recevoir une seconde approbation avant d’être envoyé.',
  'payout_batch.approved_by_creator': 'Un lot est approuvé par une autre personne que son auteur.',
  'payout_batch.not_changeable': 'Ce lot a été envoyé, soldé ou annulé.',
  'payout_batch.not_submitted': 'Ce lot n’a pas été envoyé.',
  'payout_batch.settled': 'Ce lot est soldé : rien ne peut y être annulé.',
  'payout_batch.empty': 'Il n’y a rien de dû à payer dans ce lot.',
  'payout_batch.cancelled_without_file':
    'Ce lot a été annulé avant le téléchargement de son fichier bancaire : il n’a pas de fichier à envoyer.',
  'payout_batch.not_found': 'Lot de paiements introuvable.',
  'permission.refused': "Vous n'avez pas la permission de %{permission}.",
  'permission.refused_any': "Vous n'avez pas la permission d'effectuer cette action.",
  'permission.dispute_view': "Vous n'avez pas la permission de voir ce litige.",
  'kyc.documents_missing':
    'Le niveau %{tier} demande des documents approuvés de ces types : %{missing}.',
  'kyc.confirm_by_another':
    'Un autre membre de l’équipe doit confirmer ce niveau : vous l’avez demandé.',
  'kyc.no_tier_request': 'Aucun niveau KYC n’attend de confirmation pour ce client.',
  'rates.import_header': 'La première ligne du fichier doit être l’en-tête %{columns}.',
  'rates.import_too_many': 'Un import contient au plus %{max} taux.',
  'rates.import_field_count': '%{expected} champs attendus, %{found} trouvés.',
  'rates.import_no_brand': 'Aucune marque unique ne s’appelle « %{brand} ».',
  'rates.import_invalid': '%{field} : %{message}',
  'rates.band_has_version':
    'La tranche %{min_value} à %{max_value} a déjà une version à partir du %{starts} : une nouvelle commence plus tard',
  'rates.band_overlaps':
    'La tranche %{min_value} à %{max_value} chevauche la tranche %{other_min} à %{other_max} en vigueur depuis le %{starts}',
  'rates.starts_in_past': 'La date de début est passée : un taux commence maintenant ou plus tard',
  'activity.status_changed': 'Statut passé de %{from} à %{to}.',
  'activity.payment_processed': 'Paiement de %{amount} effectué.',
  'activity.payout_set': 'Paiement prévu fixé à %{payout} au taux de %{rate}.',
  'activity.notes_updated': 'Notes mises à jour.',
  'activity.payout_approved': 'Paiement de %{amount} approuvé.',
  'activity.payout_reversed': 'Paiement de %{amount} annulé : %{reason}',
  'activity.rate_overridden': 'Taux déplacé de %{from} % (grille) à %{to} % : %{reason}',
  'activity.payout_overridden': 'Paiement déplacé de %{payout} (grille) à %{amount} : %{reason}',
  'activity.reversal_approved': 'Annulation du paiement de %{amount} approuvée.',
  'activity.clawed_back': 'Reprise de %{amount} : %{reason}',
  'activity.clawback_approved': 'Reprise du paiement de %{amount} approuvée.',
  'activity.paid_by_bank': 'Payé %{amount} par la banque dans le virement %{reference}.',
  'activity.paid_by_offset':
    "Payé %{amount} dans le virement %{reference} en compensant ce que le client devait après une reprise : rien n'a été envoyé à la banque.",
  'activity.payout_failed':
    'Le virement %{reference} a échoué : %{reason} ; les %{amount} sont de nouveau dus.',
  'activity.payout_failed_cancelled':
    'Le virement %{reference} a échoué : annulé ; les %{amount} sont de nouveau dus.',
  'activity.payout_failed_no_reason':
    'Le virement %{reference} a échoué ; les %{amount} sont de nouveau dus.',
  'audit.status_changed': 'Statut passé de %{from} à %{to}',
  'audit.submission_changed': 'Modification de : %{fields}, sur la soumission',
  'audit.payout_approved': 'Paiement de %{amount} approuvé',
  'audit.payout_reversed': 'Paiement de %{amount} annulé : %{reason}',
  'audit.reversal_approved': "Approbation de l'annulation du paiement de %{amount}",
  'audit.card_code_revealed': 'Code de la carte révélé',
  'audit.clawed_back': 'Reprise de %{amount} sur le paiement : %{reason}',
  'audit.clawback_approved': 'Approbation de la reprise du paiement de %{amount}',
  'audit.repayment_recorded': "Remboursement d'une reprise de %{amount} enregistré (%{reference})",
  'audit.payout_account_added': 'Compte de paiement ajouté',
  'audit.payout_account_changed': 'Compte de paiement modifié',
  'audit.payout_account_revealed': 'Numéro du compte de paiement révélé',
  'audit.batch_created': 'Lot de paiements de %{items} éléments créé (%{skipped} écartés)',
  'audit.batch_approved': 'Lot de paiements approuvé',
  'audit.batch_submitted': 'Lot de paiements envoyé : %{sent} éléments transmis à la banque',
  'audit.batch_results':
    'Résultats de la banque : %{applied} appliqués, %{unchanged} inchangés, %{conflicts} en conflit, %{unmatched} sans correspondance',
  'audit.batch_cancelled': 'Lot de paiements annulé',
  'audit.batch_cancelled_failed': 'Lot de paiements annulé : %{failed} éléments envoyés en échec',
  'audit.batch_cancelled_waiting':
    'Lot de paiements annulé après l’envoi du fichier : %{waiting} éléments envoyés attendent le résultat de la banque',
  'audit.bank_file_downloaded': 'Fichier bancaire téléchargé (%{lines} lignes)',
  'audit.kyc_approved': 'KYC de %{username} approuvé au niveau %{tier}',
  'audit.kyc_rejected': 'KYC de %{username} refusé : %{reason}',
  'audit.kyc_tier_requested':
    'Niveau %{tier} demandé pour %{username}, à confirmer par une autre personne',
  'audit.kyc_tier_approved': 'Niveau %{tier} confirmé pour %{username}',
  'audit.kyc_tier_changed': 'Niveau KYC %{tier} (%{name}) modifié',
  'audit.kyc_limits_on': 'Limites KYC activées',
  'audit.kyc_limits_off': 'Limites KYC désactivées',
  'audit.dispute_closed': 'Litige clos',
  'audit.dispute_reopened': 'Litige rouvert',
  'audit.signed_in_password': '%{username} s’est connecté avec un mot de passe',
  'audit.signed_in_totp':
    '%{username} s’est connecté avec un mot de passe et un code d’authentification',
  'audit.signed_in_recovery':
    '%{username} s’est connecté avec un mot de passe et un code de secours',
  'audit.rate_created':
    'Taux %{brand} %{country} %{form} %{receipt} %{min_value}–%{max_value} : %{rate} à partir du %{effective_from}',
  'audit.rate_retired':
    'Taux %{brand} %{country} %{form} %{receipt} %{min_value}–%{max_value} : %{rate} retiré',
  'audit.rates_imported':
    'Taux importés : %{created} créés, %{superseded} remplacés, %{unchanged} inchangés',
  'audit.claim_claimed': 'Réservation pour examen de la carte %{brand} de %{amount}',
  'audit.claim_released': 'Libération de la carte %{brand} de %{amount}',
  'audit.claim_resumed': 'Reprise de l’examen de la carte %{brand} de %{amount}, déjà réservée',
  'audit.claim_taken': 'Carte %{brand} de %{amount} prise dans la file d’examen',
  'audit.record_created': 'Création : %{resource} %{name}',
  'audit.record_changed': 'Modification : %{resource} %{name} (%{fields})',
  'audit.record_deleted': 'Suppression : %{resource} %{name}',
  'audit.sign_in_failed': 'Échec de connexion en tant que %{email} : e-mail ou mot de passe erroné',
  'audit.sign_in_deactivated': 'Connexion refusée : %{username} est désactivé',
  'audit.two_factor_wrong_code': 'Code de connexion en deux étapes erroné pour %{username}',
  'audit.two_factor_locked':
    'Codes d’authentification de %{username} refusés après %{max} codes erronés : seul un code de récupération permet de se connecter',
  'audit.two_factor_on': '%{username} a activé la connexion en deux étapes',
  'audit.two_factor_off': '%{username} a désactivé la connexion en deux étapes',
  'audit.two_factor_off_wrong_code':
    'Code erroné pour désactiver la connexion en deux étapes de %{username}',
  'audit.signed_out': '%{username} s’est déconnecté',
  'audit.password_changed':
    '%{username} a changé son mot de passe : ses autres sessions ont été fermées',
  'audit.brand_changed': 'Modification de : %{fields}, sur la marque %{name}',
  'audit.sla_policy_changed': 'Niveau de service « %{target} » modifié (version %{version})',
  'audit.user_changed': "Modification de : %{fields}, sur l'utilisateur %{username}",
  'audit.staff_changed': 'Modification de : %{fields}, sur %{username}',
  'audit.user_deleted': '%{actor} a supprimé le compte %{role} %{username} (%{email})',
  'audit.staff_created': 'Compte %{role} %{username} créé',
  'audit.staff_2fa_reset': 'Connexion en deux étapes de %{username} réinitialisée',
  'notification.giftcard_submitted': '%{customer} a soumis une carte cadeau %{brand} de %{amount}',
  'notification.giftcard_submitted_flagged':
    '%{customer} a soumis une carte cadeau %{brand} de %{amount} (signalée : %{flags})',
  'notification.dispute_opened': '%{customer} a ouvert un litige',
  'notification.chat_message': '%{customer} a envoyé un message dans un litige',
  'notification.payout_account_changed': '%{customer} a changé son compte de paiement',
  'notification.sla_due_soon.review': 'La carte #%{item} doit être examinée dans %{minutes} min',
  'notification.sla_breached.review': 'La carte #%{item} est en retard d’examen de %{minutes} min',
  'notification.sla_due_soon.dispute_first_response':
    'Le litige #%{item} attend une première réponse dans %{minutes} min',
  'notification.sla_breached.dispute_first_response':
    'Le litige #%{item} attend sa première réponse avec %{minutes} min de retard',
  'notification.sla_due_soon.dispute_resolution':
    'Le litige #%{item} doit être résolu dans %{minutes} min',
  'notification.sla_breached.dispute_resolution':
    'Le litige #%{item} est en retard de résolution de %{minutes} min',
  'customer_notification.payout_clawed_back':
    'Votre paiement de %{amount} pour la carte n° %{item} a été repris : %{reason}. Il sera déduit de votre prochain paiement.',
  'customer_notification.kyc_approved':
    'Vos pièces d’identité ont été approuvées : votre compte est désormais au niveau %{tier}.',
  'customer_notification.kyc_rejected':
    'Vos pièces d’identité n’ont pas été acceptées : %{reason}. Merci de les envoyer à nouveau.',
  'ledger.opening_purchase':
    "Solde d'ouverture : la carte a été acceptée avant la création du grand livre.",
  'ledger.opening_payout':
    "Solde d'ouverture : la carte a été payée avant la création du grand livre.",
  'ledger.sent_in_payout': 'Envoyé dans le virement %{reference}',
  'ledger.recovered_in_payout': 'Récupéré sur le virement %{reference}',
  'ledger.paid_by_bank': 'Payé par la banque : %{reference}',
  'ledger.payout_failed_because': 'Échec : %{reference} (%{reason})',
  'ledger.payout_failed': 'Échec : %{reference}',
  'ledger.offset_given_back': 'Rendu : échec du virement %{reference}',
};
