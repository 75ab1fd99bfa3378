struct Config {
    var idioma = "es"
    static let version = 2
}
print(Config.version)
print(Config.idioma)
