// Stylesheets have no meaning in jsdom.
export default {};
