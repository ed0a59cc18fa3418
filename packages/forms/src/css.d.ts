// CSS Modules, compiled by Vite (the web app build and the component tests).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
