export { type LanguageOption, SettingsScreen, type SettingsScreenProps } from './settings-screen.js';
