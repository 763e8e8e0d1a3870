export type Language = 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'es'];

/** Every message the API can answer with, in both languages. `{name}` is replaced by a parameter. */
const catalog = {
  required: ['This field is required.', 'Este campo es obligatorio.'],
  blank: ['This field may not be blank.', 'Este campo no puede estar vacío.'],
  null_value: ['This field may not be null.', 'Este campo no puede ser nulo.'],
  invalid_type: ['Not a valid {expected}.', 'No es un valor válido de tipo {expected}.'],
  not_integer: ['A valid integer is required.', 'Se requiere un número entero válido.'],
  not_number: ['A valid number is required.', 'Se requiere un número válido.'],
  too_long: [
    'Ensure this field has no more than {max} characters.',
    'Asegúrese de que este campo no tenga más de {max} caracteres.',
  ],
  too_short: [
    'Ensure this field has at least {min} characters.',
    'Asegúrese de que este campo tenga al menos {min} caracteres.',
  ],
  too_many_items: ['Ensure this list has no more than {max} items.', 'Asegúrese de que la lista no tenga más de {max} elementos.'],
  too_few_items: ['Ensure this list has at least {min} items.', 'Asegúrese de que la lista tenga al menos {min} elementos.'],
  max_value: [
    'Ensure this value is less than or equal to {max}.',
    'Asegúrese de que este valor sea menor o igual que {max}.',
  ],
  min_value: [
    'Ensure this value is greater than or equal to {min}.',
    'Asegúrese de que este valor sea mayor o igual que {min}.',
  ],
  invalid_choice: ['Not a valid choice. Choose one of: {options}.', 'Opción no válida. Elija una de: {options}.'],
  invalid_email: ['Enter a valid email address.', 'Introduzca una dirección de correo electrónico válida.'],
  invalid_username: [
    'Enter a valid username: letters, digits and @ . + - _ only.',
    'Introduzca un nombre de usuario válido: solo letras, dígitos y @ . + - _.',
  ],
  invalid_value: ['Enter a valid value.', 'Introduzca un valor válido.'],
  invalid_json_object: ['Expected a JSON object.', 'Se esperaba un objeto JSON.'],
  login_failed: [
    'Unable to log in with provided credentials.',
    'No es posible iniciar sesión con las credenciales proporcionadas.',
  ],
  not_authenticated: [
    'Authentication credentials were not provided.',
    'No se proporcionaron las credenciales de autenticación.',
  ],
  invalid_token: ['Invalid or expired token.', 'Token no válido o caducado.'],
  permission_denied: [
    'You do not have permission to perform this action.',
    'No tiene permiso para realizar esta acción.',
  ],
  not_found: ['Not found.', 'No encontrado.'],
  invalid_page: ['Invalid page.', 'Página no válida.'],
  invalid_cursor: [
    'Invalid position in the list: follow the "next" link of the page before.',
    'Posición no válida en la lista: siga el enlace "next" de la página anterior.',
  ],
  throttled: [
    'Too many failed login attempts. Try again in {seconds} seconds.',
    'Demasiados intentos fallidos. Inténtelo de nuevo en {seconds} segundos.',
  ],
  payload_too_large: [
    'The request body is too large (limit {limit} bytes).',
    'El cuerpo de la petición es demasiado grande (límite {limit} bytes).',
  ],
  unsupported_media_type: [
    'Unsupported media type "{type}" in request.',
    'Tipo de contenido "{type}" no admitido en la petición.',
  ],
  parse_error: ['Malformed JSON in the request body.', 'JSON mal formado en el cuerpo de la petición.'],
  method_not_allowed: ['Method "{method}" not allowed.', 'Método "{method}" no permitido.'],
  server_error: ['A server error occurred.', 'Se produjo un error en el servidor.'],
  password_mismatch: ["The two password fields didn't match.", 'Las dos contraseñas no coinciden.'],
  wrong_old_password: [
    'Your old password was entered incorrectly. Please enter it again.',
    'La contraseña actual no es correcta. Vuelva a introducirla.',
  ],
  old_password_required: [
    'Enter your current password to set a new one.',
    'Introduzca su contraseña actual para establecer una nueva.',
  ],
  password_numeric: ['This password is entirely numeric.', 'Esta contraseña es completamente numérica.'],
  password_too_common: ['This password is too common.', 'Esta contraseña es demasiado común.'],
  password_one_character: [
    'This password repeats a single character.',
    'Esta contraseña repite un solo carácter.',
  ],
  password_blank: ['This password is only spaces.', 'Esta contraseña solo tiene espacios.'],
  password_like_username: [
    'The password is too similar to the username.',
    'La contraseña se parece demasiado al nombre de usuario.',
  ],
  username_taken: [
    'A user with that username already exists.',
    'Ya existe un usuario con ese nombre de usuario.',
  ],
  material_name_taken: ['A material with this name already exists.', 'Ya existe un material con ese nombre.'],
  invalid_ordering: [
    'Cannot order by "{field}". Allowed: {allowed}.',
    'No se puede ordenar por "{field}". Permitidos: {allowed}.',
  ],
  last_super: [
    'A company needs at least one super user.',
    'Una empresa necesita al menos un usuario super.',
  ],
  role_forbidden: ['You may not assign the role "{role}".', 'No puede asignar el rol "{role}".'],
  already_exists: ['An object with these values already exists.', 'Ya existe un objeto con estos valores.'],
  logged_out: ['Successfully logged out.', 'Sesión cerrada correctamente.'],
  password_changed: ['New password has been saved.', 'Se ha guardado la nueva contraseña.'],
  unknown_locode: ['No port with the UN/LOCODE "{code}".', 'No hay ningún puerto con el UN/LOCODE "{code}".'],
  unknown_passage: [
    'Unknown passage "{name}". Choose among: {options}.',
    'Paso desconocido "{name}". Elija entre: {options}.',
  ],
  no_sea_route: [
    'No sea route joins {from} and {to} with the passages closed ({avoid}).',
    'Ninguna ruta marítima une {from} y {to} con los pasos cerrados ({avoid}).',
  ],
  accept_terms: [
    'Please, accept the Terms and Conditions and the Privacy Policy.',
    'Por favor, acepte los Términos y Condiciones y la Política de Privacidad.',
  ],
  too_many_submissions: [
    'Too many messages from your address. Try again in {seconds} seconds.',
    'Demasiados mensajes desde su dirección. Inténtelo de nuevo en {seconds} segundos.',
  ],
  message_received: [
    'Thank you. We have received your message and will answer soon.',
    'Gracias. Hemos recibido su mensaje y le responderemos pronto.',
  ],
  report_consolidated: [
    'Report {reference} is consolidated: unconsolidate it before changing it.',
    'El informe {reference} está consolidado: desconsolídelo antes de modificarlo.',
  ],
  report_already_consolidated: ['Report {reference} is already consolidated.', 'El informe {reference} ya está consolidado.'],
  report_not_consolidated: ['Report {reference} is not consolidated.', 'El informe {reference} no está consolidado.'],
  does_not_exist: ['Invalid id "{id}": the object does not exist.', 'Id "{id}" no válido: el objeto no existe.'],
  export_level_type: [
    'This level does not export reports of type "{type}". Choose one of: {options}.',
    'Este nivel no exporta informes de tipo "{type}". Elija uno de: {options}.',
  ],
  export_superseded: [
    'Another export of yours started: this one was stopped (one export at a time).',
    'Ha empezado otra exportación suya: esta se ha detenido (una exportación a la vez).',
  ],
  unknown_country: [
    'No country is called "{value}": give its ISO code (DE or DEU) or its whole name in English or Spanish.',
    'Ningún país se llama "{value}": indique su código ISO (DE o DEU) o su nombre completo en español o en inglés.',
  ],
  tag_not_allowed: [
    'Tag "{tag}" is not one of your company\'s tags ({allowed}).',
    'La etiqueta "{tag}" no es una de las etiquetas de su empresa ({allowed}).',
  ],
  business_trip_platform_only: [
    'Only the platform company records business trips.',
    'Solo la empresa de la plataforma registra viajes de negocios.',
  ],
  business_trip_section: [
    'Business trips have no nautical or warehousing data.',
    'Los viajes de negocios no tienen datos de transporte marítimo ni de almacenaje.',
  ],
  cargo_required: ['Select at least one cargo.', 'Seleccione al menos una carga.'],
  duplicate_cargo: ['This cargo is listed twice.', 'Esta carga aparece dos veces.'],
  must_be_positive: ['Ensure this value is greater than 0.', 'Asegúrese de que este valor sea mayor que 0.'],
  missing_factor: [
    'The review "{review}" has no factor for this case ({detail}).',
    'La revisión "{review}" no tiene factor para este caso ({detail}).',
  ],
  invalid_coordinate: ['Enter a valid latitude and longitude.', 'Introduzca una latitud y una longitud válidas.'],
  outside_model_range: [
    'The distance is outside the range of the aircraft fuel model.',
    'La distancia está fuera del rango del modelo de combustible de la aeronave.',
  ],
  distance_needed: [
    'Enter a distance, or the origin and destination so that it can be computed.',
    'Introduzca una distancia, o el origen y el destino para calcularla.',
  ],
  same_as_origin: [
    'Destination must differ from origin; to record a local movement, enter the distance.',
    'El destino debe ser distinto del origen; para registrar un movimiento local, introduzca la distancia.',
  ],
  no_review: ['No review applies to this report date.', 'Ninguna revisión se aplica a la fecha de este informe.'],
  review_read_only: [
    'This review is read-only: it cannot be changed or deleted. Duplicate it to change its factors.',
    'Esta revisión es de solo lectura: no se puede modificar ni eliminar. Duplíquela para cambiar sus factores.',
  ],
  review_in_use: [
    'Consolidated reports calculated with this review: {count}. Their figures keep it, so it cannot be deleted.',
    'Informes consolidados calculados con esta revisión: {count}. Sus cifras la conservan, así que no se puede eliminar.',
  ],
  review_last: ['The only review cannot be deleted: reports need one.', 'No se puede eliminar la única revisión: los informes necesitan una.'],
  review_entry_taken: [
    'This review already has an entry for {what}. Edit that entry instead.',
    'Esta revisión ya tiene una entrada para {what}. Modifique esa entrada.',
  ],
  review_unknown_factor: [
    'Unknown factor key: this review has no factor "{key}".',
    'Clave de factor desconocida: esta revisión no tiene el factor "{key}".',
  ],
  review_unknown_name: [
    'Invalid name "{name}": no such object in the reference data of this installation.',
    'Nombre "{name}" no válido: no existe ese objeto en los datos de referencia de esta instalación.',
  ],
  consolidated: ['Report {reference} consolidated.', 'Informe {reference} consolidado.'],
  unconsolidated: ['Report {reference} unconsolidated.', 'Informe {reference} desconsolidado.'],
  unreadable_csv: ['Not a readable CSV file: {detail}', 'No es un archivo CSV legible: {detail}'],
  file_too_large: ['The file is too large.', 'El archivo es demasiado grande.'],
  file_sent_twice: ['One file per field: this field came with more than one.', 'Un archivo por campo: este campo llegó con más de uno.'],
  too_many_files: ['Too many files in one form: at most {max}.', 'Demasiados archivos en un formulario: como máximo {max}.'],
  too_many_fields: ['Too many fields in one form: at most {max}.', 'Demasiados campos en un formulario: como máximo {max}.'],
  invalid_json_field: ['Not valid JSON.', 'No es un JSON válido.'],
  unknown_column: ['Unknown column.', 'Columna desconocida.'],
  unknown_name: ['No "{name}" found.', 'No se encontró "{name}".'],
  import_too_many_rows: [
    'More than {max} rows in this import (all its files together): split it into several reports.',
    'Más de {max} filas en esta importación (todos sus archivos juntos): divídala en varios informes.',
  ],
  import_stopped: [
    'The import was stopped: one of its steps took longer than {seconds} s, or the database connection was lost. Nothing was saved; try again, or import fewer rows at a time.',
    'La importación se detuvo: uno de sus pasos tardó más de {seconds} s o se perdió la conexión con la base de datos. No se ha guardado nada; inténtelo de nuevo o importe menos filas a la vez.',
  ],
  pdf_busy: [
    'Too many PDFs are being drawn right now. Try again in {seconds} s.',
    'Se están generando demasiados PDF en este momento. Inténtelo de nuevo en {seconds} s.',
  ],
  null_character: ['This field may not contain null characters.', 'Este campo no puede contener caracteres nulos.'],
  unpaired_surrogate: [
    'This field contains an unpaired surrogate (\\ud800–\\udfff), which is not text.',
    'Este campo contiene un sustituto sin pareja (\\ud800–\\udfff), que no es texto.',
  ],
  multipart_parse_error: [
    'Malformed multipart form: missing or wrong boundary, or a truncated body.',
    'Formulario multipart mal formado: falta el delimitador, no es el correcto o el cuerpo está truncado.',
  ],
  file_not_utf8: [
    'The file is not UTF-8 text: save it as "CSV UTF-8 (comma delimited)" or as an Excel workbook (.xlsx).',
    'El archivo no es texto UTF-8: guárdelo como "CSV UTF-8 (delimitado por comas)" o como libro de Excel (.xlsx).',
  ],
  file_binary: ['Not a CSV or Excel (.xlsx) file.', 'No es un archivo CSV ni de Excel (.xlsx).'],
  file_xls: [
    'Excel 97–2003 workbooks (.xls) are not read: save it as .xlsx or as CSV UTF-8.',
    'Los libros de Excel 97–2003 (.xls) no se leen: guárdelo como .xlsx o como CSV UTF-8.',
  ],
  file_utf16: ['The file is UTF-16 text: save it as "CSV UTF-8".', 'El archivo es texto UTF-16: guárdelo como "CSV UTF-8".'],
  workbook_too_large: [
    'The workbook would unpack to more than 1 GB (or 256 MB of text): split it, or save it as CSV UTF-8.',
    'El libro se descomprimiría en más de 1 GB (o 256 MB de texto): divídalo o guárdelo como CSV UTF-8.',
  ],
  unreadable_xlsx: ['Not a readable Excel workbook: {detail}', 'No es un libro de Excel legible: {detail}'],
  row_too_long: ['A row is longer than {max} characters: this is not a table of stages.', 'Una fila tiene más de {max} caracteres: no es una tabla de etapas.'],
  preview_one_file: ['Send one file, as one of: {files}.', 'Envíe un archivo, como uno de: {files}.'],
  file_without_rows: ['The file has a header row but no rows.', 'El archivo tiene fila de encabezados pero ninguna fila.'],
  formula_without_value: [
    'A formula without a saved value: open and save the workbook in Excel, or paste the values.',
    'Una fórmula sin valor guardado: abra y guarde el libro en Excel, o pegue los valores.',
  ],
  cell_error: ['The cell holds an error ({error}).', 'La celda contiene un error ({error}).'],
  duplicate_column: ['This column repeats the column "{other}".', 'Esta columna repite la columna "{other}".'],
  unknown_place: ['No place called "{name}". Closest: {options}.', 'Ningún lugar se llama "{name}". Los más parecidos: {options}.'],
  unknown_place_alone: [
    'No place called "{name}": check its spelling, or give its coordinates (_lat and _lng columns).',
    'Ningún lugar se llama "{name}": revise cómo está escrito o indique sus coordenadas (columnas _lat y _lng).',
  ],
  ambiguous_place: [
    '"{name}" names several places: {options}. Add the country or region after a comma ("{example}").',
    '"{name}" nombra varios lugares: {options}. Añada el país o la región tras una coma ("{example}").',
  ],
  not_a_port: ['No port called "{name}": give its UN/LOCODE (ESVLC).', 'Ningún puerto se llama "{name}": indique su UN/LOCODE (ESVLC).'],
  unknown_airport: ['No airport with the IATA code "{code}".', 'Ningún aeropuerto tiene el código IATA "{code}".'],
  invalid_tags: ['Write tags as key:value, separated by |.', 'Escriba las etiquetas como clave:valor, separadas por |.'],
  import_cargo_required: ['This kind of stage carries a cargo: give its weight_t, teu or cargo.', 'Este tipo de etapa lleva una carga: indique su peso_t, teu o carga.'],
  cargo_conflict: [
    'Cargo "{cargo}" was given as {value} on row {row}.',
    'La carga "{cargo}" se indicó como {value} en la fila {row}.',
  ],
  import_too_many_problems: [
    'More than {max} problems: only the first {max} are listed. Fix these and import again.',
    'Más de {max} problemas: solo se muestran los {max} primeros. Corríjalos e importe de nuevo.',
  ],
  import_unknown_material: [
    'No material "{name}" in your company, and only super and admin users create materials.',
    'No hay ningún material "{name}" en su empresa, y solo los usuarios super y admin crean materiales.',
  ],
  material_in_use: [
    'Cargos using this material: {count}. Change or delete them first.',
    'Cargas que usan este material: {count}. Modifíquelas o elimínelas antes.',
  ],
  in_use: ['Other records still use this object: it cannot be deleted.', 'Otros registros usan todavía este objeto: no se puede eliminar.'],
  missing_reference: [
    'An object this refers to has just been deleted.',
    'Un objeto al que se refiere acaba de ser eliminado.',
  ],
  // ---- Consumption lookups: centers, suppliers, car families, cars, accounts ----
  consumptions_scope3_only: [
    'Your company reports scope 3 only: it has no consumptions.',
    'Su empresa solo informa del alcance 3: no tiene consumos.',
  ],
  unknown_country_code: ['No country has the ISO code "{value}".', 'Ningún país tiene el código ISO "{value}".'],
  center_name_taken: ['A center with this name already exists.', 'Ya existe un centro con ese nombre.'],
  center_hseq_code_taken: ['Another center has this HSEQ code.', 'Otro centro tiene ese código HSEQ.'],
  center_in_use: [
    'This center is used by {cars} car(s), {consumptions} consumption(s) and {voyages} voyage(s). Change or delete them first.',
    'Este centro lo usan {cars} coche(s), {consumptions} consumo(s) y {voyages} viaje(s). Modifíquelos o elimínelos antes.',
  ],
  supplier_name_taken: [
    'A supplier of this type with this name already exists.',
    'Ya existe un proveedor de ese tipo con ese nombre.',
  ],
  supplier_factor_incomplete: [
    'Give the three factors (CO₂, CH₄ and N₂O), or none.',
    'Indique los tres factores (CO₂, CH₄ y N₂O), o ninguno.',
  ],
  supplier_in_use: [
    'Consumptions using this supplier: {count}. Change or delete them first.',
    'Consumos que usan este proveedor: {count}. Modifíquelos o elimínelos antes.',
  ],
  car_family_taken: [
    'A car family with this brand and model already exists.',
    'Ya existe una familia de vehículos con esa marca y ese modelo.',
  ],
  supplier_type_in_use: [
    "This supplier's energy type cannot change while consumptions name it ({count}). Create another supplier instead.",
    'El tipo de energía de este proveedor no puede cambiar mientras lo indiquen consumos ({count}). Cree otro proveedor.',
  ],
  car_family_fuel_frozen: [
    'The fuel of this car family cannot change: {count} voyage(s) of consolidated reports were calculated with it. Create another car family instead.',
    'El combustible de esta familia de vehículos no puede cambiar: {count} viaje(s) de informes consolidados se calcularon con él. Cree otra familia.',
  ],
  car_family_in_use: [
    'This car family is used by {cars} car(s) and {voyages} voyage(s). Change or delete them first.',
    'Esta familia de vehículos la usan {cars} coche(s) y {voyages} viaje(s). Modifíquelos o elimínelos antes.',
  ],
  car_plate_taken: ['A car with this plate already exists.', 'Ya existe un coche con esa matrícula.'],
  car_in_use: [
    'Voyages using this car: {count}. Change or delete them first.',
    'Viajes que usan este coche: {count}. Modifíquelos o elimínelos antes.',
  ],
  account_code_taken: ['An account with this code already exists.', 'Ya existe una cuenta con ese código.'],
  account_in_use: [
    'This account is used by {consumptions} consumption(s) and {voyages} voyage(s). Change or delete them first.',
    'Esta cuenta la usan {consumptions} consumo(s) y {voyages} viaje(s). Modifíquelos o elimínelos antes.',
  ],
  // ---- Consumption reports, consumptions and voyages ----
  consumption_consolidation_final: [
    'Consumption reports stay consolidated: consolidation cannot be undone.',
    'Los informes de consumos siguen consolidados: la consolidación no se puede deshacer.',
  ],
  consumption_report_only: [
    'Consumptions and company-car voyages belong to consumption reports, not to transport reports.',
    'Los consumos y los viajes en coches de empresa pertenecen a los informes de consumos, no a los de transporte.',
  ],
  transport_report_only: [
    'Consumption reports have no cargos, transport stages or warehousing.',
    'Los informes de consumos no tienen cargas, etapas de transporte ni almacenaje.',
  ],
  supplier_electricity_only: [
    'Only electricity consumptions name a supplier.',
    'Solo los consumos de electricidad indican un proveedor.',
  ],
  supplier_not_electricity: [
    'Choose a supplier of electricity.',
    'Elija un proveedor de electricidad.',
  ],
  car_family_mismatch: [
    'This car belongs to another car family ({family}).',
    'Este coche pertenece a otra familia de vehículos ({family}).',
  ],
  // ---- HSEQ: the company's connection and the import of intakes (docs/hseq.md) ----
  hseq_url_required: [
    'Give the HSEQ service\'s address to turn the connection on.',
    'Indique la dirección del servicio HSEQ para activar la conexión.',
  ],
  hseq_token_invalid: [
    'The token may hold visible ASCII characters only: letters, digits and symbols, with no spaces, line breaks or accents.',
    'El token solo puede contener caracteres ASCII visibles: letras, dígitos y símbolos, sin espacios, saltos de línea ni tildes.',
  ],
  hseq_token_unusable: [
    'The stored HSEQ token cannot be sent: it holds characters a request header may not. The platform administrators must set it again. Nothing was imported.',
    'El token HSEQ guardado no se puede enviar: contiene caracteres que una cabecera de petición no admite. Los administradores de la plataforma deben indicarlo de nuevo. No se ha importado nada.',
  ],
  hseq_report_busy: [
    'The report, or an intake of this import, is being saved by someone else right now. Nothing was imported; try again in a moment.',
    'Otra persona está guardando ahora el informe o un registro de esta importación. No se ha importado nada; inténtelo de nuevo en un momento.',
  ],
  hseq_not_connected: [
    'Your company has no HSEQ connection: the platform administrators set it up.',
    'Su empresa no tiene conexión HSEQ: la configuran los administradores de la plataforma.',
  ],
  hseq_not_configured: [
    'The HSEQ connection of your company has no service address yet: the platform administrators set it.',
    'La conexión HSEQ de su empresa aún no tiene la dirección del servicio: la indican los administradores de la plataforma.',
  ],
  hseq_center_without_code: [
    'Center "{name}" has no HSEQ code: set it in the center first.',
    'El centro "{name}" no tiene código HSEQ: indíquelo antes en el centro.',
  ],
  hseq_timeout: [
    'The HSEQ service did not answer within {seconds} s (center {center}, {period}). Nothing was imported; try again later.',
    'El servicio HSEQ no respondió en {seconds} s (centro {center}, {period}). No se ha importado nada; inténtelo de nuevo más tarde.',
  ],
  hseq_unreachable: [
    'The HSEQ service could not be reached (center {center}, {period}: {reason}). Nothing was imported.',
    'No se pudo contactar con el servicio HSEQ (centro {center}, {period}: {reason}). No se ha importado nada.',
  ],
  hseq_bad_status: [
    'The HSEQ service answered with HTTP status {status} (center {center}, {period}). Nothing was imported.',
    'El servicio HSEQ respondió con el estado HTTP {status} (centro {center}, {period}). No se ha importado nada.',
  ],
  hseq_bad_answer: [
    'The HSEQ service sent an answer Huella cannot use (center {center}, {period}): {problem}. Nothing was imported.',
    'El servicio HSEQ envió una respuesta que Huella no puede usar (centro {center}, {period}): {problem}. No se ha importado nada.',
  ],
  hseq_network_refused: ['the connection was refused', 'la conexión fue rechazada'],
  hseq_network_reset: ['the connection was closed or reset', 'la conexión se cerró o se reinició'],
  hseq_network_timeout: ['the connection timed out', 'la conexión superó su tiempo de espera'],
  hseq_network_dns: ['the host name could not be resolved (DNS)', 'no se pudo resolver el nombre del servidor (DNS)'],
  hseq_network_route: ['there is no route to the host', 'no hay ruta hasta el servidor'],
  hseq_network_tls: ['the secure connection (TLS) failed', 'falló la conexión segura (TLS)'],
  hseq_network_other: ['a network error', 'un error de red'],
  hseq_network_request: ['the request could not be made', 'no se pudo hacer la petición'],
  hseq_not_json: ['it is not JSON', 'no es JSON'],
  hseq_too_large: ['it is larger than {max} MB', 'ocupa más de {max} MB'],
  hseq_field: ['{field}: {message}', '{field}: {message}'],
  hseq_unit_mismatch: [
    'intake "{id}": {type} is counted in {expected}, not in {unit}',
    'registro "{id}": {type} se cuenta en {expected}, no en {unit}',
  ],
  hseq_other_center: [
    'intake "{id}" is of center "{got}", not of "{expected}"',
    'el registro "{id}" es del centro "{got}", no de "{expected}"',
  ],
  hseq_other_period: [
    'intake "{id}" is of {got}, not of {expected}',
    'el registro "{id}" es de {got}, no de {expected}',
  ],
  hseq_duplicate_intake: ['intake id "{id}" comes twice', 'el id de registro "{id}" aparece dos veces'],
  // Statistics and filter templates (docs/decisions/0012-statistics.md)
  invalid_id_list: ['Enter ids separated by commas.', 'Introduzca ids separados por comas.'],
  invalid_tag_pair: ['Enter tags as key:value pairs separated by |.', 'Introduzca las etiquetas como pares clave:valor separados por |.'],
  date_range_order: ['The end date must not be before the start date.', 'La fecha final no puede ser anterior a la inicial.'],
  tag_group_by_required: ['Choose the tag to group by.', 'Elija la etiqueta por la que agrupar.'],
  filter_template_name_required: ['Please provide a name', 'Por favor, indique un nombre'],
  filter_template_name_taken: [
    'You already have a template with this name on this tab.',
    'Ya tiene una plantilla con este nombre en esta pestaña.',
  ],
  unknown_filter: ['This tab has no filter "{name}".', 'Esta pestaña no tiene el filtro "{name}".'],
  topic_not_available: [
    'This tab is not available to companies that account for scope 3 only.',
    'Esta pestaña no está disponible para las empresas que solo contabilizan el alcance 3.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof catalog;
export type MessageParams = Record<string, string | number>;
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

export function msg(key: MessageKey, params?: MessageParams): Message {
  return params ? { key, params } : { key };
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(catalog, value);
}

const typeNames: Record<string, readonly [string, string]> = {
  string: ['string', 'texto'],
  number: ['number', 'número'],
  boolean: ['boolean', 'booleano'],
  object: ['object', 'objeto'],
  // A map of keys to values (tags) is a JSON object to the client.
  record: ['object', 'objeto'],
  array: ['list', 'lista'],
};

export function translate(message: Message, language: Language): string {
  const index = language === 'es' ? 1 : 0;
  const template = catalog[message.key][index];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = message.params?.[name];
    if (value === undefined) return `{${name}}`;
    if (name === 'expected') return typeNames[String(value)]?.[index] ?? String(value);
    return String(value);
  });
}

/** The first of en/es the client accepts (RFC 9110 q-values), English otherwise. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, position };
    })
    .filter((r) => Number.isFinite(r.q) && r.q > 0)
    .toSorted((a, b) => b.q - a.q || a.position - b.position);
  const found = ranked.find((r) => r.lang === 'en' || r.lang === 'es');
  return (found?.lang as Language | undefined) ?? 'en';
}
