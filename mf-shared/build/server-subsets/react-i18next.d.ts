// The server subset's types are the package's: the same exports, the same useTranslation.
export * from 'react-i18next';
