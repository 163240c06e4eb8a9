import type { account as en } from '../en/account.js';

export const account: Record<keyof typeof en, string> = {
  'account.weakPassword': 'Le mot de passe n’est pas assez robuste',
  'account.commonPassword': 'Ce mot de passe est trop courant. Choisissez-en un autre.',
  'account.agreements': 'Vous devez accepter toutes les conditions pour vous inscrire',
  'account.passwordsMismatch': 'Les mots de passe ne correspondent pas',
  'account.newPasswordsMismatch': 'Les nouveaux mots de passe ne correspondent pas',
  'account.invalidCredentials': 'Identifiants invalides',
  'account.unverified': 'Veuillez confirmer votre adresse courriel avant de vous connecter',
  'account.registered': 'Inscription réussie! Consultez vos courriels pour confirmer votre compte.',
  'account.resendSent':
    'Si votre adresse courriel est inscrite et n’a pas encore été confirmée, vous recevrez un nouveau lien de confirmation.',
  'account.forgotSent':
    'Si votre adresse courriel est inscrite, vous recevrez sous peu les instructions pour réinitialiser votre mot de passe.',
  'account.profileUpdated': 'Profil mis à jour',
  'account.passwordUpdated': 'Mot de passe mis à jour',
  'account.passwordReset': 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  'account.emailVerified': 'Votre adresse courriel a été confirmée. Vous pouvez maintenant vous connecter.',
  'account.invalidVerifyToken':
    'Ce lien de confirmation n’est pas valide, a déjà été utilisé ou est expiré. Connectez-vous pour en demander un nouveau.',
  'account.invalidResetToken':
    'Ce lien de réinitialisation n’est pas valide, a déjà été utilisé ou est expiré. Veuillez en demander un nouveau.',
  'account.wrongCurrentPassword': 'Le mot de passe actuel est incorrect',
};
