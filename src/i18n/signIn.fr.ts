import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';

/**
 * The French of ./signIn.en.ts (the part of the catalogue /login loads), fetched when the reader's
 * language is French; the whole French catalogue (./fr.ts) loads after sign-in.
 */
export const signInFr = {
  ...frenchMessages,
  app: {
    name: 'Gift Card Admin',
    auth: {
      welcome: 'Bon retour !',
      subtitle: 'Veuillez saisir vos identifiants !',
      email: 'E-mail',
      email_placeholder: 'admin@example.com',
      password: 'Mot de passe',
      password_placeholder: 'Saisissez votre mot de passe',
      login: 'Se connecter',
      login_success: 'Connexion réussie !',
      email_required: "L'e-mail est obligatoire",
      email_invalid: 'Adresse e-mail invalide',
      password_required: 'Le mot de passe est obligatoire',
      account_load_failed: "Une erreur s'est produite",
      tagline:
        'Examinez les dépôts, payez les clients et réglez les litiges depuis un seul endroit.',
      two_factor: {
        title: 'Connexion en deux étapes',
        hint: "Saisissez le code à 6 chiffres de votre application d'authentification, ou l'un de vos codes de secours.",
        code: 'Code',
        code_required: 'Le code est obligatoire',
        verify: 'Vérifier',
        back: 'Retour à la connexion',
      },
    },
    errors: {
      session_expired: 'La session a peut-être expiré.',
      fetch_users: 'Impossible de charger les utilisateurs.',
      fetch_user: "Impossible de charger l'utilisateur.",
      update_user: "Impossible de mettre à jour l'utilisateur.",
      delete_user: "Impossible de supprimer l'utilisateur.",
      fetch_giftcards: 'Impossible de charger les cartes cadeaux.',
      fetch_giftcard: 'Impossible de charger la carte cadeau.',
      update_giftcard: 'Impossible de mettre à jour une carte cadeau.',
      fetch_dispute: 'Impossible de charger le litige.',
      update_dispute: 'Impossible de mettre à jour le litige.',
      fetch_user_profile: "Impossible de charger le profil de l'utilisateur.",
      fetch_admin_account: 'Impossible de charger le compte administrateur.',
      screen_prefix: 'Erreur : %{message}',
      occured: "Une erreur s'est produite",
      occurred: "Une erreur s'est produite",
      request_failed: 'La requête a échoué.',
    },
    error_fallback: {
      title: 'Un problème est survenu',
      reload: 'Recharger la page',
    },
    toasts: {
      region: 'Notifications',
      close: 'Fermer',
    },
  },
} satisfies TranslationMessages;
