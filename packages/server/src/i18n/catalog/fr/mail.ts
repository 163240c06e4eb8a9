import type { mail as en } from '../en/mail.js';

export const mail: Record<keyof typeof en, string> = {
  'mail.hello': 'Bonjour {name},',
  'mail.regards': 'Cordialement,',
  'mail.signature': 'L’équipe de soins de {clinic}',
  'mail.whyText': 'Vous recevez ce courriel parce que vous avez activé {what} dans votre profil ({url}).',
  'mail.unsubscribeText': 'Se désabonner en un clic : {url}',
  'mail.whyHtml':
    'Vous recevez ce courriel parce que vous avez activé {what} dans {profileStart}votre profil{end}. {unsubscribeStart}Se désabonner{end} en un clic.',
  'mail.buttonFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : {url}',
  'mail.verification.subject': 'Confirmez votre adresse courriel pour {clinic}',
  'mail.verification.welcome': 'Bienvenue chez {clinic}! Nous sommes heureux de vous compter parmi nous.',
  'mail.verification.confirm':
    'Veuillez confirmer votre adresse courriel afin que nous puissions protéger vos renseignements de santé et vous envoyer des nouvelles de votre programme.',
  'mail.verification.action': 'Confirmer mon adresse courriel',
  'mail.verification.after':
    'Ce lien ne fonctionne qu’une fois et expire dans 48 heures. Si vous n’avez pas créé de compte, vous pouvez ignorer ce message.',
  'mail.reset.subject': 'Réinitialisez votre mot de passe {clinic}',
  'mail.reset.received': 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
  'mail.reset.action': 'Choisir un nouveau mot de passe',
  'mail.reset.after':
    'Ce lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’avez rien demandé, vous pouvez ignorer ce message : votre mot de passe reste le même.',
  'mail.passwordChanged.subject': 'Votre mot de passe {clinic} a été modifié',
  'mail.passwordChanged.changed': 'Le mot de passe de votre compte vient d’être modifié, et tous vos autres appareils ont été déconnectés.',
  'mail.passwordChanged.notYou':
    'Si ce n’était pas vous, réinitialisez votre mot de passe à l’adresse {url} et avisez notre équipe de soins.',
  'mail.invitation.subject': 'Vous êtes invité·e dans l’espace de l’équipe de soins de {clinic}',
  'mail.invitation.invited': 'Vous êtes invité·e à vous joindre à l’équipe de soins de {clinic} à titre de {role}.',
  'mail.role.coach': 'coach',
  'mail.role.clinician': 'clinicien',
  'mail.role.admin': 'administrateur',
  'mail.invitation.choose':
    'Choisissez votre mot de passe à l’aide du lien ci-dessous. À votre première connexion, vous configurerez un deuxième facteur avec une application d’authentification sur votre téléphone.',
  'mail.invitation.action': 'Choisir mon mot de passe',
  'mail.invitation.after':
    'Ce lien ne fonctionne qu’une fois et expire dans 48 heures. Si vous ne vous attendiez pas à ce message, vous pouvez l’ignorer.',
  'mail.careReply.subjectMessage': 'Votre équipe de soins a répondu à votre message',
  'mail.careReply.subjectRequest': 'Votre équipe de soins a répondu à votre demande de programme',
  'mail.careReply.repliedMessage':
    'Votre équipe de soins de {clinic} a répondu à votre message. Pour protéger votre vie privée, la réponse s’affiche seulement dans l’application.',
  'mail.careReply.repliedRequest':
    'Votre équipe de soins de {clinic} a répondu à votre demande de programme. Pour protéger votre vie privée, la réponse s’affiche seulement dans l’application.',
  'mail.careReply.action': 'Lire la réponse',
  'mail.careAlert.subject': 'Un membre a besoin d’un suivi',
  'mail.careAlert.needs': 'Un membre de {clinic} a besoin d’un suivi.',
  'mail.careAlert.privacy':
    'Pour protéger sa vie privée, ce courriel n’en dit pas plus : les alertes urgentes de l’espace de l’équipe de soins indiquent de qui il s’agit et ce qui s’est passé.',
  'mail.careAlert.action': 'Ouvrir les alertes urgentes',
  'mail.careEscalation.subject': 'Une alerte urgente n’a pas été prise en charge',
  'mail.careEscalation.pool':
    'Une alerte urgente de {clinic} n’a pas été accusée à son échéance. Que la personne qui peut la prendre en charge maintenant le fasse.',
  'mail.careEscalation.admins':
    'Une alerte urgente de {clinic} n’est toujours pas accusée, bien après son échéance, alors que tous les cliniciens ont été prévenus. Veuillez vous assurer que quelqu’un la prend en charge.',
  'mail.careEscalation.privacy':
    'Pour protéger la vie privée du membre, ce courriel n’en dit pas plus : les alertes urgentes de l’espace de l’équipe de soins indiquent de qui il s’agit, ce qui s’est passé et qui s’en occupe.',
  'mail.secondFactorReset.subject': 'La validation en deux étapes est désactivée sur votre compte {clinic}',
  'mail.secondFactorReset.off':
    'À votre demande, notre équipe de soins a désactivé la validation en deux étapes de votre compte : votre mot de passe suffit maintenant pour vous connecter.',
  'mail.secondFactorReset.again':
    'Vous pouvez la réactiver à partir de votre profil, avec une nouvelle clé d’authentification et de nouveaux codes de récupération.',
  'mail.secondFactorReset.notYou': 'Si vous n’avez rien demandé, changez votre mot de passe à l’adresse {url} et appelez la clinique.',
  'mail.staffSecondFactorReset.subject': 'Votre deuxième facteur pour l’espace de l’équipe de soins de {clinic} a été réinitialisé',
  'mail.staffSecondFactorReset.reset':
    '{admin}, administrateur, a réinitialisé le deuxième facteur de votre compte de l’espace de l’équipe de soins, et tous les appareils qui y étaient connectés ont été déconnectés. Votre ancienne clé d’authentification et vos codes de récupération ne fonctionnent plus.',
  'mail.staffSecondFactorReset.next':
    'À votre prochaine connexion, après votre mot de passe, vous configurerez de nouveau votre deuxième facteur avec votre application d’authentification, et recevrez de nouveaux codes de récupération.',
  'mail.staffSecondFactorReset.notYou': 'Si vous n’avez rien demandé, avisez immédiatement {admin} ou un autre administrateur.',
  'mail.staffSecondFactorReset.action': 'Se connecter',
  'mail.staffSecondFactorResetDone.subject': 'Vous avez réinitialisé un deuxième facteur dans l’espace de l’équipe de soins de {clinic}',
  'mail.staffSecondFactorResetDone.done':
    'Vous avez réinitialisé le deuxième facteur de {staff} : ses appareils ont été déconnectés, et cette personne le configurera de nouveau à sa prochaine connexion. Elle en a été avisée par courriel.',
  'mail.staffSecondFactorResetDone.notYou':
    'Si ce n’était pas vous, quelqu’un utilise votre compte d’administrateur : changez votre mot de passe et déconnectez vos autres appareils à partir de la page de votre compte dès maintenant.',
  'mail.accountDeleted.subject': 'Votre compte {clinic} a été supprimé',
  'mail.accountDeleted.deleted':
    'Comme vous l’avez demandé, votre compte {clinic} a été supprimé, et tous les appareils qui y étaient connectés ont été déconnectés.',
  'mail.accountDeleted.erased':
    'Votre profil, vos questionnaires et vos réponses, vos recommandations, vos programmes et votre suivi, vos résultats sanguins, vos mesures de pression artérielle, vos activités, vos problèmes de santé, vos demandes de programme, vos messages avec l’équipe de soins et les alertes générées par vos résultats ont tous été effacés.',
  'mail.accountDeleted.kept':
    'Comme la loi l’exige, la clinique conserve un seul registre : le journal des accès, qui indique quand des membres de l’équipe de soins ont consulté ou modifié votre dossier. Il ne contient aucune donnée de santé.',
  'mail.accountDeleted.last': 'Ceci est le dernier courriel que nous vous enverrons.',
  'mail.accountDeleted.notYou': 'Si vous n’avez rien demandé, communiquez avec {clinic} sans tarder.',
  'mail.signupAttempt.subject': 'Quelqu’un a tenté de s’inscrire à {clinic} avec votre adresse',
  'mail.signupAttempt.tried':
    'Quelqu’un vient de tenter de créer un compte {clinic} avec cette adresse courriel, qui en a déjà un. Aucun compte n’a été créé, et rien n’a changé dans le vôtre.',
  'mail.signupAttempt.ifYou':
    'Si c’était vous, vous avez déjà un compte : connectez-vous, ou choisissez un nouveau mot de passe à l’adresse {url} si vous l’avez oublié.',
  'mail.signupAttempt.action': 'Se connecter',
  'mail.signupAttempt.notYou':
    'Si ce n’était pas vous, vous pouvez ignorer ce courriel : votre compte et votre mot de passe n’ont pas changé.',
  'mail.careReply.startedProgram':
    'Votre équipe de soins a aussi commencé un programme pour vous : vous le trouverez dans vos programmes dans l’application.',
  'mail.careDigest.subject': 'Nouveaux messages et demandes dans l’espace de soins',
  'mail.careDigest.counts':
    'Depuis le dernier courriel, {messages} messages de membres, nouveaux ou avec une suite, et {requests} nouvelles demandes de programme attendent dans votre travail ou dans le groupe de l’équipe de soins de {clinic}.',
  'mail.careDigest.privacy':
    'Pour protéger la vie privée des membres, ce courriel n’en dit pas plus : l’espace de soins indique qui a écrit et quoi. Vous recevez au plus un de ces courriels toutes les 15 minutes.',
  'mail.careDigest.handovers':
    'Repris par des collègues : {count, plural, one {# de vos alertes, messages ou demandes} other {# de vos alertes, messages ou demandes}}. Mon travail indique lesquels et qui.',
  'mail.careDigest.action': 'Ouvrir mon travail',
};
