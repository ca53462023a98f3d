// What build/russia-outline.ts's virtual module gives the journey map.
declare module 'virtual:russia-outline' {
  const map: {
    width: number;
    height: number;
    parallels: [number, number];
    rotate: [number, number];
    scale: number;
    translate: [number, number];
    /** Russia's outline as an SVG path in the map's box. */
    outline: string;
  };
  export default map;
}
