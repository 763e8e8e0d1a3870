import type { Language } from '../../http/messages.ts';

/** One step of the guide: its screenshot (taken by e2e/journeys/user-guide.spec.ts) and what to do there. */
export interface GuideStep {
  shot: string;
  heading: string;
  paragraphs: string[];
}

export interface GuideContent {
  title: string;
  subtitle: string;
  intro: string[];
  steps: GuideStep[];
  methodHeading: string;
  method: string[];
  footer: string;
}

export const GUIDE_SHOTS = [
  '01-login',
  '02-dashboard',
  '03-reports',
  '04-report-form',
  '05-stages',
  '06-totals',
  '07-map-chart',
  '08-consolidate',
  '09-export',
] as const;

const en: GuideContent = {
  title: 'Huella user guide',
  subtitle: 'From a first login to a consolidated, exported transport report',
  intro: [
    'Huella accounts for the greenhouse gases of your freight and of your own operations. This guide follows one shipment, machinery from Madrid to Shanghai by road and sea with a stop in a warehouse, through every screen you need: signing in, the report list, the report form and its stages, the totals with their map and chart, consolidation and the CSV export.',
    'The pictures are taken automatically from the real application by its test suite, so what you see here is what you will see on screen.',
  ],
  steps: [
    {
      shot: '01-login',
      heading: '1. Sign in',
      paragraphs: [
        'Open Huella and enter the username and password your company administrator gave you, then choose Log in. The ENG / ESP switch in the top bar changes the language at any moment; Huella remembers your choice on this computer.',
        'After ten failed attempts Huella pauses logins for that username for a quarter of an hour, to protect your account.',
      ],
    },
    {
      shot: '02-dashboard',
      heading: '2. The start page',
      paragraphs: [
        'The menu under the welcome line leads to a new report, the transport reports, users and the configuration (materials and emission factor sets, called reviews); what it offers depends on your role. The tiles below open the same places in one click.',
      ],
    },
    {
      shot: '03-reports',
      heading: '3. The report list',
      paragraphs: [
        'Every report of your company is here, newest first. Filter by dates, project, origin, destination, author or tags; search by reference or project; sort by any column. Each row offers its totals, editing, duplication (a copy with a new reference) and deletion, as far as your role allows.',
        'New report starts an empty report; an administrator may also import its stages from CSV files.',
      ],
    },
    {
      shot: '04-report-form',
      heading: '4. A transport report',
      paragraphs: [
        'The top of the form describes the shipment: date, project name and reference, origin and destination (chosen from the place suggestions, so that filters and the map know where they are). Huella gives the report its reference, such as TR-2026-000042.',
        'Below come the cargos, each with its weight in tonnes or its number of TEU. Every stage and warehouse says which cargos it carried, so its emissions are shared among them by weight.',
      ],
    },
    {
      shot: '05-stages',
      heading: '5. Stages and warehouses',
      paragraphs: [
        'Add one stage per leg in the section of its mode: sea, air, road or rail, and warehousing for the time the goods spend in a warehouse. The section\'s “New …” button opens its form, and a row\'s pencil opens that stage again, as in the picture. Pick the vehicle, ship or aircraft, tick the cargos on board and, if your company uses them, fill in its tags (customer, order…).',
        'Leave the distance empty and Huella calculates it: over its sea network for ships, as the great circle with the usual uplift for aircraft, and with a road or rail circuity factor over land. The table shows how every distance was obtained. Choose whether your company or a subcontractor operated the leg: it decides between scope 1 and scope 3.',
      ],
    },
    {
      shot: '06-totals',
      heading: '6. Totals',
      paragraphs: [
        'Results preview shows the carbon footprint of the report in tonnes: CO₂ equivalent and each gas, tank-to-wheel, well-to-tank and well-to-wheel, the split by scope and the figures of every stage, warehouse and cargo. The review named at the top is the factor set used.',
        'The information button of a stage lists the factors behind its figure, with their source, and the distance with its method: everything an auditor needs to retrace the number.',
      ],
    },
    {
      shot: '07-map-chart',
      heading: '7. Map and chart',
      paragraphs: [
        'The map draws every leg (sea legs follow the shipping lanes) and every warehouse; the chart shows the share of each stage in the total. The Summary PDF and Extended PDF buttons turn this page into a document for your customer or auditor.',
      ],
    },
    {
      shot: '08-consolidate',
      heading: '8. Consolidation',
      paragraphs: [
        'When a report is final, consolidate it. Huella recalculates it one last time and locks it: nobody can change the report, its cargos, stages or warehouses afterwards, so the figures you reported stay the figures on record.',
        'If a correction is really needed, an administrator may unconsolidate the report.',
      ],
    },
    {
      shot: '09-export',
      heading: '9. Export',
      paragraphs: [
        'Export CSV on the report list writes a spreadsheet of the reports in the chosen dates, with one row per report, stage, cargo or warehouse. Switch on consolidation to lock the exported reports in the same step. The file arrives while it is being written; the notice counts the kilobytes received, and starting another download asks first.',
      ],
    },
  ],
  methodHeading: 'How Huella calculates',
  method: [
    'Emissions follow ISO 14083 and the GLEC Framework: activity (tonne-kilometres, or energy for warehouses) times the emission factors of the chosen review. Huella ships the UK DESNZ 2025 conversion factors as its first review; newer factor sets arrive as new reviews. Every figure is stored with the review, the factors and the distance it used, and consolidated reports never change when a new review arrives.',
  ],
  footer: 'Huella user guide',
};

const es: GuideContent = {
  title: 'Guía de usuario de Huella',
  subtitle: 'Del primer acceso a un informe de transporte consolidado y exportado',
  intro: [
    'Huella contabiliza los gases de efecto invernadero de sus envíos y de sus propias operaciones. Esta guía sigue un envío, maquinaria de Madrid a Shanghái por carretera y mar con una parada en almacén, por todas las pantallas que necesita: el acceso, la lista de informes, el formulario del informe y sus etapas, los totales con su mapa y su gráfico, la consolidación y la exportación CSV.',
    'Las imágenes las toma automáticamente el conjunto de pruebas de la aplicación real: lo que ve aquí es lo que verá en pantalla.',
  ],
  steps: [
    {
      shot: '01-login',
      heading: '1. Acceso',
      paragraphs: [
        'Abra Huella, escriba el usuario y la contraseña que le dio el administrador de su empresa y pulse el botón de acceso. El selector ENG / ESP de la barra superior cambia el idioma en cualquier momento; Huella recuerda su elección en este ordenador.',
        'Tras diez intentos fallidos, Huella detiene los accesos de ese usuario durante un cuarto de hora para proteger su cuenta.',
      ],
    },
    {
      shot: '02-dashboard',
      heading: '2. La página de inicio',
      paragraphs: [
        'El menú bajo el saludo lleva a un informe nuevo, los informes de transporte, los usuarios y la configuración (materiales y conjuntos de factores de emisión, llamados revisiones); lo que ofrece depende de su rol. Los recuadros de debajo abren los mismos sitios con un clic.',
      ],
    },
    {
      shot: '03-reports',
      heading: '3. La lista de informes',
      paragraphs: [
        'Aquí están todos los informes de su empresa, los más recientes primero. Filtre por fechas, proyecto, origen, destino, autor o etiquetas; busque por referencia o proyecto; ordene por cualquier columna. Cada fila ofrece sus totales, la edición, el duplicado (una copia con una referencia nueva) y el borrado, según lo que permita su rol.',
        'Nuevo informe empieza un informe vacío; un administrador también puede importar sus etapas desde ficheros CSV.',
      ],
    },
    {
      shot: '04-report-form',
      heading: '4. Un informe de transporte',
      paragraphs: [
        'La parte superior del formulario describe el envío: fecha, nombre y referencia del proyecto, origen y destino (elegidos entre las sugerencias de lugares, para que los filtros y el mapa sepan dónde están). Huella da al informe su referencia, por ejemplo TR-2026-000042.',
        'Debajo están las cargas, cada una con su peso en toneladas o su número de TEU. Cada etapa y cada almacén indican qué cargas llevaron, y sus emisiones se reparten entre ellas por peso.',
      ],
    },
    {
      shot: '05-stages',
      heading: '5. Etapas y almacenes',
      paragraphs: [
        'Añada una etapa por tramo en la sección de su modo: marítimo, aéreo, carretera o ferrocarril, y almacenaje para el tiempo que la mercancía pasa en un almacén. El botón «Nueva…» («Nuevo…» en almacenamiento) de la sección abre su formulario, y el lápiz de una fila vuelve a abrir esa etapa, como en la imagen. Elija el vehículo, el buque o la aeronave, marque las cargas a bordo y, si su empresa las usa, rellene sus etiquetas (cliente, pedido…).',
        'Deje la distancia vacía y Huella la calcula: por su red marítima para los buques, como ortodrómica con el suplemento habitual para los aviones y con un factor de rodeo por carretera o ferrocarril. La tabla indica cómo se obtuvo cada distancia. Indique si el tramo lo operó su empresa o un subcontratista: decide entre alcance 1 y alcance 3.',
      ],
    },
    {
      shot: '06-totals',
      heading: '6. Totales',
      paragraphs: [
        'La vista previa de resultados muestra la huella de carbono del informe en toneladas: CO₂ equivalente y cada gas, del tanque a la rueda, del pozo al tanque y del pozo a la rueda, el reparto por alcance y las cifras de cada etapa, almacén y carga. La revisión que aparece arriba es el conjunto de factores usado.',
        'El botón de información de una etapa enumera los factores de su cifra, con su fuente, y la distancia con su método: todo lo que un auditor necesita para rehacer el número.',
      ],
    },
    {
      shot: '07-map-chart',
      heading: '7. Mapa y gráfico',
      paragraphs: [
        'El mapa dibuja cada tramo (los marítimos siguen las rutas de navegación) y cada almacén; el gráfico muestra la parte de cada etapa en el total. Los botones de PDF resumido y ampliado convierten esta página en un documento para su cliente o su auditor.',
      ],
    },
    {
      shot: '08-consolidate',
      heading: '8. Consolidación',
      paragraphs: [
        'Cuando un informe es definitivo, consolídelo. Huella lo recalcula por última vez y lo bloquea: nadie puede cambiar después el informe, sus cargas, etapas o almacenes, así que las cifras que comunicó siguen siendo las cifras registradas.',
        'Si de verdad hace falta una corrección, un administrador puede desconsolidar el informe.',
      ],
    },
    {
      shot: '09-export',
      heading: '9. Exportación',
      paragraphs: [
        'Exportar CSV en la lista de informes escribe una hoja de cálculo con los informes de las fechas elegidas, con una fila por informe, etapa, carga o almacén. Active la consolidación para bloquear en el mismo paso los informes exportados. El fichero llega mientras se escribe; el aviso cuenta los kilobytes recibidos, y empezar otra descarga pide confirmación.',
      ],
    },
  ],
  methodHeading: 'Cómo calcula Huella',
  method: [
    'Las emisiones siguen la norma ISO 14083 y el marco GLEC: la actividad (toneladas-kilómetro, o energía en los almacenes) por los factores de emisión de la revisión elegida. Huella incluye como primera revisión los factores de conversión DESNZ 2025 del Reino Unido; los conjuntos de factores más recientes llegan como revisiones nuevas. Cada cifra se guarda con la revisión, los factores y la distancia que usó, y los informes consolidados no cambian cuando llega una revisión nueva.',
  ],
  footer: 'Guía de usuario de Huella',
};

export const GUIDE_CONTENT: Record<Language, GuideContent> = { en, es };
