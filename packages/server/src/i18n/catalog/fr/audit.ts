import type { audit as en } from '../en/audit.js';

export const audit: Record<keyof typeof en, string> = {
  'audit.viewedRecord': 'A consulté vos programmes et votre activité',
  'audit.viewedHealth':
    'A consulté vos réponses aux questionnaires, vos résultats sanguins, votre pression artérielle et vos problèmes de santé',
  'audit.viewedAlerts': 'A consulté vos alertes urgentes',
  'audit.sawAlertInList': 'A vu votre alerte urgente dans la liste de l’équipe de soins',
  'audit.sawInOutreach': 'A vu votre nom dans la liste de l’équipe de soins des membres qui ne donnent plus de nouvelles',
  'audit.sawInWorkList': 'A vu votre alerte, votre demande ou votre message dans sa liste de travail',
  'audit.acknowledgedAlert': 'A pris en charge une alerte urgente',
  'audit.resolvedAlert': 'A résolu une alerte urgente',
  'audit.assignedAlert': 'A attribué une alerte urgente',
  'audit.repliedRequest': 'A répondu à votre demande de programme',
  'audit.viewedThread': 'A lu vos messages',
  'audit.repliedThread': 'A répondu à votre message',
  'audit.invitedStaff': 'A invité un membre du personnel',
  'audit.changedRole': 'A changé le rôle d’un membre du personnel',
  'audit.deactivatedStaff': 'A désactivé un compte du personnel',
  'audit.resetSecondFactor': 'A désactivé votre validation en deux étapes à votre demande',
  'audit.resetStaffSecondFactor': 'A réinitialisé le deuxième facteur d’un membre du personnel',
  'audit.viewedTargets': 'A consulté vos cibles',
  'audit.setTarget': 'A fixé une de vos cibles',
  'audit.removedTarget': 'A retiré une de vos cibles',
  'audit.deletedMember': 'Membre supprimé',
  'audit.assignedRequest': 'A attribué votre demande de programme',
  'audit.assignedThread': 'A attribué votre message à un membre de l’équipe de soins',
  'audit.startedProgram': 'A commencé un programme pour vous',
};
