let ruta = #"C:\#qarpeta"#
print(ruta)
